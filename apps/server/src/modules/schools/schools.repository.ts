import { and, avg, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { countries, schoolSizes, states } from "../reference/reference.table.ts";
import { eventFeedbacks, events } from "../visits/visits.table.ts";

/** A new rating of a visit. */
export type NewFeedback = typeof eventFeedbacks.$inferInsert;

/** A school's profile, its ratings, and the visits a university rates. */
export function createSchoolsRepository(db: Db) {
  return {
    /** A partner's row with its country, state and school size names. */
    async profile(partnerId: number) {
      const [row] = await db
        .select({ p: partners, country: countries.name, state: states.name, size: schoolSizes.name })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .leftJoin(states, eq(states.id, partners.state_id))
        .leftJoin(schoolSizes, eq(schoolSizes.id, partners.school_size_id))
        .where(eq(partners.id, partnerId));
      return row;
    },
    async instituteType(partnerId: number) {
      const [row] = await db.select({ type: partners.institute_type }).from(partners).where(eq(partners.id, partnerId));
      return row?.type;
    },
    /** How many ratings a school has, and their average (as the database gives it). */
    async ratingStats(schoolId: number) {
      const [stats] = await db
        .select({ n: count(), avg: avg(eventFeedbacks.rating) })
        .from(eventFeedbacks)
        .where(eq(eventFeedbacks.school_partner_id, schoolId));
      return stats;
    },
    /** A university's visits at a school, newest first (undated first). */
    async visitsAt(universityId: number, schoolId: number, limit: number) {
      return db
        .select({
          event_id: events.id,
          event_date: events.event_date,
          start_minute: events.start_minute,
          end_minute: events.end_minute,
          status: events.status,
        })
        .from(events)
        .where(and(eq(events.university_partner_id, universityId), eq(events.school_partner_id, schoolId)))
        .orderBy(sql`${events.event_date} desc nulls first`, desc(events.id))
        .limit(limit);
    },
    /** A university's own visit (what rating it needs), or undefined. */
    async universityVisit(universityId: number, eventId: number) {
      const [event] = await db
        .select({ id: events.id, status: events.status, date: events.event_date, school: events.school_partner_id })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.university_partner_id, universityId)));
      return event;
    },
    /** Saves a rating; undefined when the visit is already rated. */
    async insertFeedback(values: NewFeedback) {
      const [saved] = await db
        .insert(eventFeedbacks)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: eventFeedbacks.id, created_at: eventFeedbacks.created_at });
      return saved;
    },
    /** A page of a school's ratings, newest first, with the rating university's name. */
    async feedbackPage(schoolId: number, page: { page_no: number; per_page: number }) {
      const university = partners;
      return db
        .select({
          id: eventFeedbacks.id,
          event_id: eventFeedbacks.event_id,
          rating: eventFeedbacks.rating,
          comment: eventFeedbacks.comment,
          university_name: university.name,
          created_at: eventFeedbacks.created_at,
        })
        .from(eventFeedbacks)
        .innerJoin(university, eq(university.id, eventFeedbacks.university_partner_id))
        .where(eq(eventFeedbacks.school_partner_id, schoolId))
        .orderBy(desc(eventFeedbacks.created_at), desc(eventFeedbacks.id))
        .limit(page.per_page)
        .offset((page.page_no - 1) * page.per_page);
    },
  };
}
