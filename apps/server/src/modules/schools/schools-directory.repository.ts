import type { SchoolsListInput } from "@quad/contract/api/schools";
import { LIVE_STATUSES } from "@quad/contract/rules/visits";
import { and, asc, avg, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { partners } from "../partners/partners.table.ts";
import { countries, schoolSizes, states } from "../reference/reference.table.ts";
import { availabilitySlots, slotBookings } from "../visits/availability.table.ts";
import { eventFeedbacks, events } from "../visits/visits.table.ts";

/** The booking window the directory looks at: from today to its end (dates). */
export type BookingWindow = { start: string; end: string };

/** The schools directory's queries: the page, its counts, ratings, visits, slots and ratings to give. */
export function createSchoolsDirectoryRepository(db: Db) {
  function filters(input: SchoolsListInput, window: BookingWindow) {
    const pattern = containsPattern(input.search_text);
    return and(
      eq(partners.institute_type, "School"),
      input.country_ids?.length ? inArray(partners.country_id, input.country_ids) : undefined,
      input.state_ids?.length ? inArray(partners.state_id, input.state_ids) : undefined,
      input.school_type ? eq(partners.school_type, input.school_type) : undefined,
      input.school_size_ids?.length ? inArray(partners.school_size_id, input.school_size_ids) : undefined,
      pattern ? or(ilike(partners.name, pattern), ilike(partners.ceeb_code, pattern)) : undefined,
      input.open_availability
        ? sql`exists (select 1 from ${availabilitySlots} where ${availabilitySlots.partner_id} = ${partners.id} and ${availabilitySlots.end_date} >= ${window.start} and ${availabilitySlots.start_date} <= ${window.end})`
        : undefined,
    );
  }

  return {
    /** One page of the schools matching the filters, by name. */
    async page(input: SchoolsListInput, window: BookingWindow) {
      return db
        .select({
          id: partners.id,
          name: partners.name,
          country: countries.name,
          state: states.name,
          city: partners.city,
          ceeb_code: partners.ceeb_code,
          school_size: schoolSizes.name,
          school_type: partners.school_type,
          timezone: partners.timezone,
          registered_at: partners.registered_at,
        })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .leftJoin(states, eq(states.id, partners.state_id))
        .leftJoin(schoolSizes, eq(schoolSizes.id, partners.school_size_id))
        .where(filters(input, window))
        .orderBy(asc(partners.name), asc(partners.id))
        .limit(input.per_page)
        .offset((input.page_no - 1) * input.per_page);
    },
    async matched(input: SchoolsListInput, window: BookingWindow) {
      const [row] = await db.select({ n: count() }).from(partners).where(filters(input, window));
      return Number(row?.n ?? 0);
    },
    async totalSchools() {
      const [row] = await db.select({ n: count() }).from(partners).where(eq(partners.institute_type, "School"));
      return Number(row?.n ?? 0);
    },
    /** Rating averages and counts of these schools. */
    async ratingsOf(schoolIds: number[]) {
      if (!schoolIds.length) return [];
      return db
        .select({ id: eventFeedbacks.school_partner_id, avg: avg(eventFeedbacks.rating), n: count() })
        .from(eventFeedbacks)
        .where(inArray(eventFeedbacks.school_partner_id, schoolIds))
        .groupBy(eventFeedbacks.school_partner_id);
    },
    /** A university's live visits at these schools, from today (or undated), soonest first. */
    async upcomingVisits(universityId: number, schoolIds: number[], today: string) {
      if (!schoolIds.length) return [];
      return db
        .select({
          school: events.school_partner_id,
          event_id: events.id,
          event_date: events.event_date,
          status: events.status,
        })
        .from(events)
        .where(
          and(
            eq(events.university_partner_id, universityId),
            inArray(events.school_partner_id, schoolIds),
            inArray(events.status, LIVE_STATUSES),
            or(gte(events.event_date, today), isNull(events.event_date)),
          ),
        )
        .orderBy(asc(events.event_date));
    },
    /** These schools' slots that run within the window. */
    async windowSlots(schoolIds: number[], window: BookingWindow) {
      if (!schoolIds.length) return [];
      return db
        .select({
          id: availabilitySlots.id,
          partner_id: availabilitySlots.partner_id,
          day: availabilitySlots.day,
          start: availabilitySlots.start_date,
          end: availabilitySlots.end_date,
        })
        .from(availabilitySlots)
        .where(
          and(
            inArray(availabilitySlots.partner_id, schoolIds),
            gte(availabilitySlots.end_date, window.start),
            lte(availabilitySlots.start_date, window.end),
          ),
        );
    },
    /** Per slot, how many of its dates within the window are fully booked. */
    async fullDates(slotIds: number[], window: BookingWindow) {
      if (!slotIds.length) return [];
      return db
        .select({ slot_id: slotBookings.slot_id, n: count() })
        .from(slotBookings)
        .innerJoin(availabilitySlots, eq(availabilitySlots.id, slotBookings.slot_id))
        .where(
          and(
            inArray(slotBookings.slot_id, slotIds),
            gte(slotBookings.event_date, window.start),
            lte(slotBookings.event_date, window.end),
            gte(slotBookings.booked, availabilitySlots.capacity),
          ),
        )
        .groupBy(slotBookings.slot_id);
    },
    /** The university's confirmed visits that took place before today and have no rating yet (20), and their count. */
    async unrated(universityId: number, today: string) {
      const unrated = and(
        eq(events.university_partner_id, universityId),
        eq(events.status, "confirm"),
        lt(events.event_date, today),
        isNull(eventFeedbacks.id),
      );
      const rows = await db
        .select({
          event_id: events.id,
          school_id: partners.id,
          school_name: partners.name,
          event_date: events.event_date,
        })
        .from(events)
        .innerJoin(partners, eq(partners.id, events.school_partner_id))
        .leftJoin(eventFeedbacks, eq(eventFeedbacks.event_id, events.id))
        .where(unrated)
        .orderBy(desc(events.event_date))
        .limit(20);
      const [total] = await db
        .select({ n: count() })
        .from(events)
        .leftJoin(eventFeedbacks, eq(eventFeedbacks.event_id, events.id))
        .where(unrated);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
