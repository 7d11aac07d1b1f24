import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { listVersions } from "../list-versions/list-versions.table.ts";
import type { ListScope } from "../list-versions/list-versions.ts";
import { webinarRegistrations } from "./webinar-registrations.table.ts";

const SCOPE: ListScope = "webinar_catalogue";

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
 * The catalogue's versions (migration 0025: one per category, raised by triggers whenever a session, its
 * counters or its host's name change) and a guest's registrations, read together.
 */
export function createCatalogueStateRepository(db: Db) {
  /**
   * The version and, in the same statement (one round trip), every registration of the guest in any
   * state: a guest has few, found through webinar_registrations_user_idx.
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

  return {
    /** One category's version, or the sum over all of them (it moves whenever one does). */
    async version(categoryId: number | undefined): Promise<number> {
      const [row] = await db
        .select({ v: sql<number>`coalesce(sum(${listVersions.version}), 0)::bigint`.mapWith(Number) })
        .from(listVersions)
        .where(versionWhere(categoryId));
      return row?.v ?? 0;
    },

    /** The version and the guest's registrations, in one prepared statement. */
    async state(categoryId: number | undefined, guestId: number): Promise<CatalogueState> {
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
    },
  };
}
