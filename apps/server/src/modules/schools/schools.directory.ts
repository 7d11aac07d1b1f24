import { type SchoolsListInput, SchoolsListResponseSchema } from "@quad/contract/api/schools";
import { LIVE_STATUSES } from "@quad/contract/rules/visits";
import dayjs from "dayjs";
import { and, asc, avg, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like.ts";
import { availabilitySlots, slotBookings } from "../visits/availability.table.ts";
import { eventFeedbacks, events } from "../visits/visits.table.ts";
import { createVersionedList } from "../list-versions/list-versions.ts";
import { partners } from "../partners/partners.table.ts";
import { countries, schoolSizes, states } from "../reference/reference.table.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { bookingStates } from "./booking-state.ts";
import { roundedRating } from "./rating.ts";

type SchoolsListAnswer = z.infer<typeof SchoolsListResponseSchema>;

/** How far ahead the directory looks for open slots. */
const BOOKING_WINDOW_DAYS = 84;

/** The schools directory as universities see it: filters, booking states, their visits, ratings to give. */
export function createSchoolsDirectory(ctx: Pick<AppContext, "db" | "now">) {
  const { db, now } = ctx;
  const today = () => dayjs(now()).format("YYYY-MM-DD");
  const directoryList = createVersionedList<SchoolsListAnswer>(db, "directory", SchoolsListResponseSchema);
  const windowEnd = () => dayjs(now()).add(BOOKING_WINDOW_DAYS, "day").format("YYYY-MM-DD");

  function assertOwnUniversity(me: UserWithPartner, id: number) {
    if (me.institute_type !== "University" || me.partner_id !== id)
      throw new NotFoundError(`University ${id} not found`);
  }

  function filters(input: SchoolsListInput) {
    const pattern = containsPattern(input.search_text);
    return and(
      eq(partners.institute_type, "School"),
      input.country_ids?.length ? inArray(partners.country_id, input.country_ids) : undefined,
      input.state_ids?.length ? inArray(partners.state_id, input.state_ids) : undefined,
      input.school_type ? eq(partners.school_type, input.school_type) : undefined,
      input.school_size_ids?.length ? inArray(partners.school_size_id, input.school_size_ids) : undefined,
      pattern ? or(ilike(partners.name, pattern), ilike(partners.ceeb_code, pattern)) : undefined,
      input.open_availability
        ? sql`exists (select 1 from ${availabilitySlots} where ${availabilitySlots.partner_id} = ${partners.id} and ${availabilitySlots.end_date} >= ${today()} and ${availabilitySlots.start_date} <= ${windowEnd()})`
        : undefined,
    );
  }

  /** open / fully_booked / no_availability over the booking window, for a page of schools. */
  async function bookingStatesOf(schoolIds: number[]) {
    const start = today();
    const end = windowEnd();
    const slots = schoolIds.length
      ? await db
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
              gte(availabilitySlots.end_date, start),
              lte(availabilitySlots.start_date, end),
            ),
          )
      : [];
    const full = slots.length
      ? await db
          .select({ slot_id: slotBookings.slot_id, n: count() })
          .from(slotBookings)
          .innerJoin(availabilitySlots, eq(availabilitySlots.id, slotBookings.slot_id))
          .where(
            and(
              inArray(
                slotBookings.slot_id,
                slots.map((s) => s.id),
              ),
              gte(slotBookings.event_date, start),
              lte(slotBookings.event_date, end),
              gte(slotBookings.booked, availabilitySlots.capacity),
            ),
          )
          .groupBy(slotBookings.slot_id)
      : [];
    const fullBySlot = new Map(full.map((f) => [f.slot_id, Number(f.n)]));
    return bookingStates(schoolIds, slots, fullBySlot, { start, end });
  }

  /** The university's confirmed visits that took place and have no rating yet. */
  async function pendingFeedbacks(universityId: number) {
    const unrated = and(
      eq(events.university_partner_id, universityId),
      eq(events.status, "confirm"),
      lt(events.event_date, today()),
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
    return {
      total_feedbacks: Number(total?.n ?? 0),
      events: rows.map((r) => ({ ...r, event_date: r.event_date as string })),
    };
  }

  /** One page of the directory as a university sees it (its visits, its pending feedbacks). */
  async function listAnswer(me: UserWithPartner, input: SchoolsListInput) {
    const where = filters(input);
    const rows = await db
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
      .where(where)
      .orderBy(asc(partners.name), asc(partners.id))
      .limit(input.per_page)
      .offset((input.page_no - 1) * input.per_page);
    const ids = rows.map((r) => r.id);
    // Independent of each other once the page's schools are known.
    const [[matched], [total], ratings, visits, bookings, pending] = await Promise.all([
      db.select({ n: count() }).from(partners).where(where),
      db.select({ n: count() }).from(partners).where(eq(partners.institute_type, "School")),
      ids.length
        ? db
            .select({ id: eventFeedbacks.school_partner_id, avg: avg(eventFeedbacks.rating), n: count() })
            .from(eventFeedbacks)
            .where(inArray(eventFeedbacks.school_partner_id, ids))
            .groupBy(eventFeedbacks.school_partner_id)
        : [],
      ids.length
        ? db
            .select({
              school: events.school_partner_id,
              event_id: events.id,
              event_date: events.event_date,
              status: events.status,
            })
            .from(events)
            .where(
              and(
                eq(events.university_partner_id, me.partner_id),
                inArray(events.school_partner_id, ids),
                inArray(events.status, LIVE_STATUSES),
                or(gte(events.event_date, today()), isNull(events.event_date)),
              ),
            )
            .orderBy(asc(events.event_date))
        : [],
      bookingStatesOf(ids),
      pendingFeedbacks(me.partner_id),
    ]);
    return {
      schools: rows.map(({ registered_at, ...r }) => {
        const rating = ratings.find((x) => x.id === r.id);
        const visit = visits.find((v) => v.school === r.id);
        return {
          ...r,
          school_type: r.school_type as "public_partner" | "private_partner" | "international" | null,
          rating: roundedRating(rating?.avg),
          ratings_count: Number(rating?.n ?? 0),
          booking_state: bookings.get(r.id) ?? "no_availability",
          upcoming_visit: visit
            ? { event_id: visit.event_id, event_date: visit.event_date, status: visit.status }
            : null,
          is_registered: registered_at !== null,
        };
      }),
      is_slot_status_visible: true,
      pending_feedbacks: pending,
      matched: Number(matched?.n ?? 0),
      total: Number(total?.n ?? 0),
      page_no: input.page_no,
    };
  }

  return {
    pendingFeedbacks,

    /**
     * The directory page as JSON text; recomputed only when a school, slot, booking, visit or rating changed
     * (or the day did) since the same university asked the same question.
     */
    async list(me: UserWithPartner, universityId: number, input: SchoolsListInput) {
      assertOwnUniversity(me, universityId);
      const key = `${me.partner_id}:${today()}:${JSON.stringify(input)}`;
      return directoryList(0, key, () => listAnswer(me, input));
    },
  };
}
