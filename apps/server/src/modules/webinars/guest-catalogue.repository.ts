import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { activities } from "./activities.table.ts";
import { webinarCategories } from "./webinar-catalogue.table.ts";
import { webinarRegistrations } from "./webinar-registrations.table.ts";
import { webinars } from "./webinar-sessions.table.ts";

/** What a guest may see: published sessions, not cancelled (drafts and cancelled never). */
export const visibleToGuests = and(eq(webinars.status, "published"), isNull(webinars.cancelled_at)) as SQL;

export interface SessionFilter {
  categoryIds?: number[];
  tab?: "current" | "upcoming" | "past";
  searchPattern?: string;
  from?: Date;
  to?: Date;
  featured?: boolean;
}

/** A session row with its host, seat counts and the guest's own registration. */
function sessionColumns(at: Date) {
  return {
    id: webinars.id,
    partner_id: webinars.partner_id,
    title: webinars.title,
    description: webinars.description,
    start_time: webinars.start_time,
    end_time: webinars.end_time,
    timezone: webinars.timezone,
    is_in_person: webinars.is_in_person,
    location: webinars.location,
    join_url: webinars.join_url,
    is_recording_available: webinars.is_recording_available,
    recording_url: webinars.recording_url,
    is_slido_embed: webinars.is_slido_embed,
    category_id: webinars.category_id,
    event_id: webinars.provider_event_id,
    capacity: webinars.capacity,
    speakers: webinars.speakers,
    is_featured: webinars.is_featured,
    host_name: partners.name,
    // Kept by the registrations' triggers in each change's transaction (migration 0023): no count per row.
    registered_count: webinars.seats_taken,
    held_offers: sql<number>`(select count(*)::int from webinar_registrations r
      where r.webinar_id = ${webinars.id} and r.status = 'waitlisted' and r.offer_expires_at is not null
        and r.offer_expires_at > ${at.toISOString()})`.mapWith(Number),
    registration_id: webinarRegistrations.id,
    registration_status: webinarRegistrations.status,
    offer_expires_at: webinarRegistrations.offer_expires_at,
    reg_is_attending: webinarRegistrations.is_attending,
    reg_is_video_watched: webinarRegistrations.is_video_watched,
  };
}

function filterWhere(f: SessionFilter, at: Date): SQL {
  const conditions: (SQL | undefined)[] = [visibleToGuests];
  if (f.categoryIds?.length) conditions.push(inArray(webinars.category_id, f.categoryIds));
  // start <= at < end, written as a range so that the live-sessions index answers it.
  if (f.tab === "current")
    conditions.push(sql`tstzrange(${webinars.start_time}, ${webinars.end_time}) @> ${at.toISOString()}::timestamptz`);
  if (f.tab === "upcoming") conditions.push(gt(webinars.start_time, at));
  if (f.tab === "past") conditions.push(lte(webinars.end_time, at));
  if (f.searchPattern)
    conditions.push(
      or(
        ilike(webinars.title, f.searchPattern),
        ilike(webinars.description, f.searchPattern),
        ilike(partners.name, f.searchPattern),
      ),
    );
  if (f.from) conditions.push(sql`${webinars.start_time} >= ${f.from.toISOString()}`);
  if (f.to) conditions.push(sql`${webinars.start_time} < ${f.to.toISOString()}`);
  if (f.featured) conditions.push(eq(webinars.is_featured, true));
  return and(...conditions) as SQL;
}

/**
 * Sessions not yet ended first (soonest first), then ended ones (latest first). Within one tab that is
 * plain start order, which the indexes give without sorting the whole tab.
 */
const catalogueOrder = (at: Date, tab?: SessionFilter["tab"]) =>
  tab === "past"
    ? [desc(webinars.start_time), asc(webinars.id)]
    : tab
      ? [asc(webinars.start_time), asc(webinars.id)]
      : [
          sql`(${webinars.end_time} <= ${at.toISOString()})`,
          sql`case when ${webinars.end_time} > ${at.toISOString()} then ${webinars.start_time} end asc`,
          sql`${webinars.start_time} desc`,
          asc(webinars.id),
        ];

/** The guest catalogue's queries; guestId null is a visitor (no registration joined). */
export function createGuestCatalogueRepository(db: Db) {
  const base = (guestId: number | null, at: Date) =>
    db
      .select(sessionColumns(at))
      .from(webinars)
      .innerJoin(partners, eq(partners.id, webinars.partner_id))
      .leftJoin(
        webinarRegistrations,
        and(eq(webinarRegistrations.webinar_id, webinars.id), eq(webinarRegistrations.webinar_user_id, guestId ?? 0)),
      );

  return {
    async categories(at: Date) {
      return db
        .select({
          id: webinarCategories.id,
          name: webinarCategories.name,
          name_zh: webinarCategories.name_zh,
          description: webinarCategories.description,
          description_zh: webinarCategories.description_zh,
          image_name: webinarCategories.image_name,
          upcoming_count: sql<number>`(select count(*)::int from webinars w where w.category_id = webinar_categories.id
            and w.status = 'published' and w.cancelled_at is null and w.end_time > ${at.toISOString()})`.mapWith(
            Number,
          ),
        })
        .from(webinarCategories)
        .orderBy(asc(webinarCategories.position), asc(webinarCategories.name));
    },
    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: webinarCategories.id })
        .from(webinarCategories)
        .where(eq(webinarCategories.id, id));
      return Boolean(row);
    },
    async get(guestId: number | null, id: number, at: Date) {
      const [row] = await base(guestId, at).where(and(visibleToGuests, eq(webinars.id, id)));
      return row;
    },
    async page(guestId: number | null, f: SessionFilter, at: Date, pageNo: number, pageSize: number) {
      const where = filterWhere(f, at);
      const rows = await base(guestId, at)
        .where(where)
        .orderBy(...catalogueOrder(at, f.tab))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      // The host's name is read only when searching (every session has a host).
      const count = async (w: SQL, withHost: boolean) => {
        const from = db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(webinars);
        const [r] = await (withHost ? from.innerJoin(partners, eq(partners.id, webinars.partner_id)) : from).where(w);
        return r?.n ?? 0;
      };
      const matched = await count(where, Boolean(f.searchPattern));
      const total = await count(filterWhere({ categoryIds: f.categoryIds }, at), false);
      return { rows, matched, total };
    },
    /** Sessions of a tab with the most registrations first (the home's trending lists). */
    async trending(guestId: number | null, tab: "current" | "upcoming" | "past", at: Date, limit: number) {
      return base(guestId, at)
        .where(filterWhere({ tab }, at))
        .orderBy(
          // Registrations not cancelled, as the trending index has them.
          sql`${webinars.registrations_count} desc nulls last`,
          tab === "past" ? desc(webinars.start_time) : asc(webinars.start_time),
          asc(webinars.id),
        )
        .limit(limit);
    },
    /** The guest's own registrations among some sessions (laid over remembered public rows). */
    async registrationsOf(guestId: number, webinarIds: number[]) {
      if (webinarIds.length === 0) return [];
      return db
        .select({
          webinar_id: webinarRegistrations.webinar_id,
          registration_id: webinarRegistrations.id,
          registration_status: webinarRegistrations.status,
          offer_expires_at: webinarRegistrations.offer_expires_at,
          reg_is_attending: webinarRegistrations.is_attending,
          reg_is_video_watched: webinarRegistrations.is_video_watched,
        })
        .from(webinarRegistrations)
        .where(
          and(eq(webinarRegistrations.webinar_user_id, guestId), inArray(webinarRegistrations.webinar_id, webinarIds)),
        );
    },
    /** The guest's registered and waitlisted sessions. */
    async mine(guestId: number, includePast: boolean, at: Date, pageNo: number, pageSize: number) {
      const where = and(
        visibleToGuests,
        inArray(webinarRegistrations.status, ["registered", "waitlisted"]),
        includePast ? undefined : gt(webinars.end_time, at),
      ) as SQL;
      const rows = await base(guestId, at)
        .where(where)
        .orderBy(...catalogueOrder(at))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const [m] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(webinars)
        .innerJoin(webinarRegistrations, eq(webinarRegistrations.webinar_id, webinars.id))
        .where(and(where, eq(webinarRegistrations.webinar_user_id, guestId)));
      const [all] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(webinars)
        .innerJoin(webinarRegistrations, eq(webinarRegistrations.webinar_id, webinars.id))
        .where(
          and(
            visibleToGuests,
            eq(webinarRegistrations.webinar_user_id, guestId),
            inArray(webinarRegistrations.status, ["registered", "waitlisted"]),
          ),
        );
      return { rows, matched: m?.n ?? 0, total: all?.n ?? 0 };
    },
    async recordActivity(
      tx: Pick<Db, "insert">,
      row: { person_id: number; partner_id: number; kind: string; webinar_id: number; via?: string; at: Date },
    ) {
      await tx.insert(activities).values({
        person_id: row.person_id,
        partner_id: row.partner_id,
        kind: row.kind,
        webinar_id: row.webinar_id,
        via: row.via ?? null,
        occurred_at: row.at,
      });
    },
  };
}

/** A session as the catalogue reads it: host, seat counts and the reader's own registration. */
export type CatalogueSessionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createGuestCatalogueRepository>["get"]>>
>;
