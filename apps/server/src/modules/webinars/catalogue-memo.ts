import type { Db } from "../../db/client.ts";
import { createVersionedMemo } from "../list-versions/list-versions.ts";
import { createCatalogueStateRepository } from "./catalogue-state.repository.ts";

export type { CatalogueState, GuestRegistration } from "./catalogue-state.repository.ts";

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
  const versions = createCatalogueStateRepository(db);

  /** The memo key of a value: per category, key and clock step. */
  const keyOf = (key: string, scope: { categoryId?: number; at: Date }) =>
    `${scope.categoryId ?? "all"}:${key}@${Math.floor(scope.at.getTime() / CATALOGUE_CLOCK_MS)}`;

  /** A value remembered at a version read before (by `version` or `state`). */
  async function rememberAt<T>(
    key: string,
    scope: { categoryId?: number; at: Date },
    current: number,
    compute: () => Promise<T>,
  ): Promise<T> {
    const memoKey = keyOf(key, scope);
    const hit = memo.get(memoKey, current);
    if (hit) return hit.value as T;
    const value = await compute();
    memo.set(memoKey, current, { value });
    return value;
  }

  return {
    /**
     * The version and, in the same prepared statement (one round trip), every registration of the guest in
     * any state. Read from the database on every request, so a change made by any instance shows in the
     * next answer.
     */
    state: versions.state,
    rememberAt,
    async remember<T>(key: string, scope: { categoryId?: number; at: Date }, compute: () => Promise<T>): Promise<T> {
      return rememberAt(key, scope, await versions.version(scope.categoryId), compute);
    },
  };
}
