import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { listVersions } from "../list-versions/list-versions.table.ts";
import { createVersionedMemo, type ListScope } from "../list-versions/list-versions.ts";
import { webinarRegistrations } from "./webinars.table.ts";

const SCOPE: ListScope = "webinar_catalogue";

/** Remembered rows also expire with the clock: tabs and live seat offers move with time, not with writes. */
export const CATALOGUE_CLOCK_MS = 10_000;

/** One of a guest's registrations, as laid over the public rows of the catalogue. */
export interface GuestRegistration {
  webinar_id: number;
  registration_id: number;
  registration_status: string;
  offer_expires_at: Date | null;
  reg_is_attending: boolean;
  reg_is_video_watched: boolean;
}

/** The catalogue version a request reads, and for a signed-in guest their registrations, read together. */
export interface CatalogueState {
  version: number;
  registrations: GuestRegistration[];
}

const versionWhere = (categoryId: number | Placeholder | undefined): SQL =>
  (categoryId === undefined
    ? eq(listVersions.scope, SCOPE)
    : and(eq(listVersions.scope, SCOPE), eq(listVersions.scope_id, categoryId))) as SQL;

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
    const [row] = await db
      .select({ v: sql<number>`coalesce(sum(${listVersions.version}), 0)::bigint`.mapWith(Number) })
      .from(listVersions)
      .where(versionWhere(categoryId));
    return row?.v ?? 0;
  }

  /**
   * The version and, in the same statement (one round trip), every registration of the guest in any
   * state: a guest has few, found through webinar_registrations_user_idx. Read from the database on
   * every request, so a change made by any instance shows in the next answer.
   */
  function prepareState(oneCategory: boolean) {
    const cv = db
      .select({ v: sql<number>`coalesce(sum(${listVersions.version}), 0)::bigint`.as("v") })
      .from(listVersions)
      .where(versionWhere(oneCategory ? sql.placeholder("category") : undefined))
      .as("cv");
    return db
      .select({
        v: sql<number>`${cv.v}`.mapWith(Number),
        webinar_id: webinarRegistrations.webinar_id,
        registration_id: webinarRegistrations.id,
        registration_status: webinarRegistrations.status,
        offer_expires_at: webinarRegistrations.offer_expires_at,
        reg_is_attending: webinarRegistrations.is_attending,
        reg_is_video_watched: webinarRegistrations.is_video_watched,
      })
      .from(cv)
      .leftJoin(webinarRegistrations, eq(webinarRegistrations.webinar_user_id, sql.placeholder("guest")))
      .prepare(oneCategory ? "webinar_catalogue_state_category" : "webinar_catalogue_state_all");
  }
  const stateOfCategory = prepareState(true);
  const stateOfAll = prepareState(false);

  /**
   * The version and, in the same prepared statement (one round trip), every registration of the guest in any
   * state: a guest has few, found through webinar_registrations_user_idx. Read from the database on
   * every request, so a change made by any instance shows in the next answer.
   */
  async function state(categoryId: number | undefined, guestId: number): Promise<CatalogueState> {
    const rows =
      categoryId === undefined
        ? await stateOfAll.execute({ guest: guestId })
        : await stateOfCategory.execute({ guest: guestId, category: categoryId });
    const registrations: GuestRegistration[] = [];
    for (const row of rows)
      if (row.webinar_id !== null && row.registration_id !== null && row.registration_status !== null)
        registrations.push({
          webinar_id: row.webinar_id,
          registration_id: row.registration_id,
          registration_status: row.registration_status,
          offer_expires_at: row.offer_expires_at,
          reg_is_attending: Boolean(row.reg_is_attending),
          reg_is_video_watched: Boolean(row.reg_is_video_watched),
        });
    return { version: rows[0]?.v ?? 0, registrations };
  }

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
    state,
    rememberAt,
    async remember<T>(key: string, scope: { categoryId?: number; at: Date }, compute: () => Promise<T>): Promise<T> {
      return rememberAt(key, scope, await version(scope.categoryId), compute);
    },
  };
}
