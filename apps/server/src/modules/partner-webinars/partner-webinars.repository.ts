import type { PartnerWebinarsQuery, RegistrantsQuery } from "@quad/contract/api/partner-webinars";
import type { WebinarTab } from "@quad/contract/rules/partner-webinars";
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { webinarUsers } from "../webinars/guests.table.ts";
import { providerEventParticipants, providerEvents, webinarCategories } from "../webinars/webinar-catalogue.table.ts";
import { webinarRegistrations } from "../webinars/webinar-registrations.table.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";
import type { WebinarRow } from "./partner-webinars.view.ts";

export type NewWebinar = typeof webinars.$inferInsert;
export type WebinarChange = Partial<typeof webinars.$inferInsert>;

/** Kept by the registrations' triggers (migration 0023). */
const registeredCount = webinars.seats_taken;

const columns = {
  id: webinars.id,
  title: webinars.title,
  description: webinars.description,
  start_time: webinars.start_time,
  end_time: webinars.end_time,
  timezone: webinars.timezone,
  is_in_person: webinars.is_in_person,
  location: webinars.location,
  join_url: webinars.join_url,
  recording_url: webinars.recording_url,
  is_recording_available: webinars.is_recording_available,
  is_slido_embed: webinars.is_slido_embed,
  capacity: webinars.capacity,
  speakers: webinars.speakers,
  status: webinars.status,
  cancelled_at: webinars.cancelled_at,
  created_at: webinars.created_at,
  updated_at: webinars.updated_at,
  category_id: webinars.category_id,
  category_name: webinarCategories.name,
  category_name_zh: webinarCategories.name_zh,
  provider_event_id: webinars.provider_event_id,
  provider_event_title: providerEvents.title,
  registered_count: registeredCount,
};

function tabCondition(tab: WebinarTab, now: Date): SQL {
  if (tab === "upcoming") return gt(webinars.start_time, now);
  if (tab === "past") return lte(webinars.end_time, now);
  return and(lte(webinars.start_time, now), gt(webinars.end_time, now)) as SQL;
}

/** Reads and writes of a partner's sessions; every read is scoped by the partner. */
export function createPartnerWebinarsRepository(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(webinars)
      .leftJoin(webinarCategories, eq(webinarCategories.id, webinars.category_id))
      .leftJoin(providerEvents, eq(providerEvents.id, webinars.provider_event_id));

  function filters(partnerId: number, q: PartnerWebinarsQuery): SQL[] {
    const out: SQL[] = [eq(webinars.partner_id, partnerId)];
    const pattern = containsPattern(q.search);
    if (pattern) out.push(or(ilike(webinars.title, pattern), ilike(webinars.description, pattern)) as SQL);
    if (q.status) out.push(eq(webinars.status, q.status));
    if (q.category_id) out.push(eq(webinars.category_id, q.category_id as number));
    return out;
  }

  return {
    async list(partnerId: number, q: PartnerWebinarsQuery, now: Date, limit: number, offset: number) {
      const where = filters(partnerId, q);
      if (q.tab) where.push(tabCondition(q.tab, now));
      // Upcoming and live soonest first; past (or all) most recent first.
      const order =
        q.tab === "upcoming" || q.tab === "live"
          ? [asc(webinars.start_time), asc(webinars.id)]
          : [desc(webinars.start_time), desc(webinars.id)];
      const rows = (await base()
        .where(and(...where))
        .orderBy(...order)
        .limit(limit)
        .offset(offset)) as WebinarRow[];
      const [total] = await db
        .select({ n: count() })
        .from(webinars)
        .where(and(...where));
      return { rows, total: total?.n ?? 0 };
    },

    async tabCounts(partnerId: number, q: PartnerWebinarsQuery, now: Date) {
      const [row] = await db
        .select({
          upcoming: sql<number>`count(*) filter (where ${tabCondition("upcoming", now)})::int`,
          live: sql<number>`count(*) filter (where ${tabCondition("live", now)})::int`,
          past: sql<number>`count(*) filter (where ${tabCondition("past", now)})::int`,
        })
        .from(webinars)
        .where(and(...filters(partnerId, q)));
      return { upcoming: row?.upcoming ?? 0, live: row?.live ?? 0, past: row?.past ?? 0 };
    },

    async get(partnerId: number, id: number): Promise<WebinarRow | undefined> {
      const [row] = await base().where(and(eq(webinars.id, id), eq(webinars.partner_id, partnerId)));
      return row as WebinarRow | undefined;
    },

    async counts(webinarId: number) {
      const [row] = await db
        .select({
          registered: sql<number>`count(*) filter (where ${webinarRegistrations.status} = 'registered')::int`,
          waitlisted: sql<number>`count(*) filter (where ${webinarRegistrations.status} = 'waitlisted')::int`,
          cancelled: sql<number>`count(*) filter (where ${webinarRegistrations.status} = 'cancelled')::int`,
          attended: sql<number>`count(*) filter (where ${webinarRegistrations.attended_at} is not null or ${webinarRegistrations.first_joined_at} is not null)::int`,
          watched_replay: sql<number>`count(*) filter (where ${webinarRegistrations.is_video_watched})::int`,
        })
        .from(webinarRegistrations)
        .where(eq(webinarRegistrations.webinar_id, webinarId));
      return {
        registered: row?.registered ?? 0,
        waitlisted: row?.waitlisted ?? 0,
        cancelled: row?.cancelled ?? 0,
        attended: row?.attended ?? 0,
        watched_replay: row?.watched_replay ?? 0,
      };
    },

    async registrants(webinarId: number, q: RegistrantsQuery, limit?: number, offset = 0) {
      const where: SQL[] = [eq(webinarRegistrations.webinar_id, webinarId)];
      const pattern = containsPattern(q.search);
      if (pattern)
        where.push(
          or(
            ilike(webinarUsers.first_name, pattern),
            ilike(webinarUsers.last_name, pattern),
            ilike(webinarUsers.email, pattern),
            ilike(sql`${webinarUsers.first_name} || ' ' || ${webinarUsers.last_name}`, pattern),
          ) as SQL,
        );
      if (q.status) where.push(eq(webinarRegistrations.status, q.status));
      let query = db
        .select({
          id: webinarRegistrations.id,
          first_name: webinarUsers.first_name,
          last_name: webinarUsers.last_name,
          email: webinarUsers.email,
          role: webinarUsers.role,
          institute_name: webinarUsers.institute_name,
          status: webinarRegistrations.status,
          registered_at: webinarRegistrations.registered_at,
          first_joined_at: webinarRegistrations.first_joined_at,
          joined_seconds: webinarRegistrations.joined_seconds,
          attended_at: webinarRegistrations.attended_at,
          check_in_method: webinarRegistrations.check_in_method,
          is_video_watched: webinarRegistrations.is_video_watched,
        })
        .from(webinarRegistrations)
        .innerJoin(webinarUsers, eq(webinarUsers.id, webinarRegistrations.webinar_user_id))
        .where(and(...where))
        .orderBy(asc(webinarRegistrations.registered_at), asc(webinarRegistrations.id))
        .$dynamic();
      if (limit !== undefined) query = query.limit(limit).offset(offset);
      const rows = await query;
      const [total] = await db
        .select({ n: count() })
        .from(webinarRegistrations)
        .innerJoin(webinarUsers, eq(webinarUsers.id, webinarRegistrations.webinar_user_id))
        .where(and(...where));
      return { rows, total: total?.n ?? 0 };
    },

    /** Registrants to tell about a cancellation: everyone holding a seat or waiting for one. */
    async activeRegistrants(webinarId: number) {
      return db
        .select({
          email: webinarUsers.email,
          first_name: webinarUsers.first_name,
          locale: webinarUsers.locale,
          timezone: webinarUsers.timezone,
        })
        .from(webinarRegistrations)
        .innerJoin(webinarUsers, eq(webinarUsers.id, webinarRegistrations.webinar_user_id))
        .where(
          and(
            eq(webinarRegistrations.webinar_id, webinarId),
            inArray(webinarRegistrations.status, ["registered", "waitlisted"]),
          ),
        );
    },

    /** A new session of the partner; its id. */
    async create(values: NewWebinar): Promise<number> {
      const [saved] = await db.insert(webinars).values(values).returning({ id: webinars.id });
      return saved?.id as number;
    },
    async update(partnerId: number, id: number, change: WebinarChange) {
      await db
        .update(webinars)
        .set(change)
        .where(and(eq(webinars.id, id), eq(webinars.partner_id, partnerId)));
    },
    /** Cancels the session if it is still in `fromStatus`; false when another change came first. */
    async cancel(partnerId: number, id: number, fromStatus: string, at: Date): Promise<boolean> {
      const [changed] = await db
        .update(webinars)
        .set({ status: "cancelled", cancelled_at: at, updated_at: at })
        .where(and(eq(webinars.id, id), eq(webinars.partner_id, partnerId), eq(webinars.status, fromStatus)))
        .returning({ id: webinars.id });
      return Boolean(changed);
    },
    async categories() {
      return db
        .select({ id: webinarCategories.id, name: webinarCategories.name, name_zh: webinarCategories.name_zh })
        .from(webinarCategories)
        .orderBy(asc(webinarCategories.position), asc(webinarCategories.name));
    },

    async categoryExists(id: number) {
      const [row] = await db
        .select({ id: webinarCategories.id })
        .from(webinarCategories)
        .where(eq(webinarCategories.id, id));
      return Boolean(row);
    },

    async isParticipating(partnerId: number, eventId: number) {
      const [row] = await db
        .select({ id: providerEventParticipants.provider_event_id })
        .from(providerEventParticipants)
        .where(
          and(
            eq(providerEventParticipants.partner_id, partnerId),
            eq(providerEventParticipants.provider_event_id, eventId),
          ),
        );
      return Boolean(row);
    },

    /** The published events the partner takes part in that have not ended (the form's choices). */
    async participatingEvents(partnerId: number, now: Date) {
      return db
        .select({ id: providerEvents.id, title: providerEvents.title, category_id: providerEvents.category_id })
        .from(providerEventParticipants)
        .innerJoin(providerEvents, eq(providerEvents.id, providerEventParticipants.provider_event_id))
        .where(
          and(
            eq(providerEventParticipants.partner_id, partnerId),
            eq(providerEvents.status, "published"),
            gte(providerEvents.end_time, now),
          ),
        )
        .orderBy(asc(providerEvents.start_time));
    },
  };
}
