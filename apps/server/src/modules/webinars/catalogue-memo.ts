import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { listVersions } from "../list-versions/list-versions.table.ts";
import { createVersionedMemo, type ListScope } from "../list-versions/list-versions.ts";

const SCOPE: ListScope = "webinar_catalogue";

/** Remembered rows also expire with the clock: tabs and live seat offers move with time, not with writes. */
export const CATALOGUE_CLOCK_MS = 10_000;

/**
 * The public part of the guest catalogue (the same for every viewer) remembered per catalogue version
 * (migration 0025: one per category, raised by triggers whenever a session, its counters or its host's
 * name change) and per 10-second clock step. The version is read before computing, so a change made
 * meanwhile makes the next read compute again (list-versions.ts).
 */
export function createCatalogueMemo(db: Db, maxEntries = 500) {
  const memo = createVersionedMemo<{ value: unknown }>(maxEntries);

  /** One category's version, or the sum over all of them (it moves whenever one does). */
  async function version(categoryId: number | undefined): Promise<number> {
    const where =
      categoryId === undefined
        ? eq(listVersions.scope, SCOPE)
        : and(eq(listVersions.scope, SCOPE), eq(listVersions.scope_id, categoryId));
    const [row] = await db
      .select({ v: sql<number>`coalesce(sum(${listVersions.version}), 0)::bigint`.mapWith(Number) })
      .from(listVersions)
      .where(where);
    return row?.v ?? 0;
  }

  return async function remember<T>(
    key: string,
    scope: { categoryId?: number; at: Date },
    compute: () => Promise<T>,
  ): Promise<T> {
    const current = await version(scope.categoryId);
    const memoKey = `${scope.categoryId ?? "all"}:${key}@${Math.floor(scope.at.getTime() / CATALOGUE_CLOCK_MS)}`;
    const hit = memo.get(memoKey, current);
    if (hit) return hit.value as T;
    const value = await compute();
    memo.set(memoKey, current, { value });
    return value;
  };
}
