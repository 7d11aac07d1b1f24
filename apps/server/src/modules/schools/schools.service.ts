import { SCHOOL_VISITS_LIMIT, type SchoolsListInput, SchoolsListResponseSchema } from "@quad/contract/api/schools";
import { datesBetween, wallClockInstant, weekdayOf } from "@quad/contract/rules/slot-dates";
import dayjs from "dayjs";
import { and, asc, avg, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like.ts";
import { availabilitySlots, slotBookings } from "../availability/availability.table.ts";
import { hhmm } from "../availability/availability.view.ts";
import { eventFeedbacks, events } from "../events/events.table.ts";
import { createVersionedList } from "../list-versions/list-versions.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import { partners } from "../partners/partners.table.ts";
import { countries, schoolSizes, states } from "../reference/reference.table.ts";
import type { UserWithPartner } from "../users/users.repository.ts";

type SchoolsListAnswer = z.infer<typeof SchoolsListResponseSchema>;

/** An average rating to one decimal, or null without ratings. */
const roundedRating = (average: string | number | null | undefined) =>
  average ? Math.round(Number(average) * 10) / 10 : null;

/** How far ahead the directory looks for open slots. */
export const BOOKING_WINDOW_DAYS = 84;
const LIVE = ["requested", "pending", "confirm", "reschedule"];

export function createSchoolsService(ctx: Pick<AppContext, "db" | "now" | "mailer" | "config" | "live" | "fileLinks">) {
  const { db, now } = ctx;
  const notifier = createNotifier(ctx);
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
  async function bookingStates(schoolIds: number[]) {
    const start = today();
    const end = windowEnd();
    const slots = schoolIds.length
      ? await db
          .select({
            id: availabilitySlots.id,
            partner_id: availabilitySlots.partner_id,
            day: availabilitySlots.day,
            capacity: availabilitySlots.capacity,
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
    const dates = datesBetween(start, end);
    const states = new Map<number, "open" | "fully_booked" | "no_availability">();
    for (const id of schoolIds) {
      const mine = slots.filter((s) => s.partner_id === id);
      if (!mine.length) {
        states.set(id, "no_availability");
        continue;
      }
      const open = mine.some((s) => {
        const runs = dates.filter((d) => d >= s.start && d <= s.end && weekdayOf(d) === s.day).length;
        return runs > (fullBySlot.get(s.id) ?? 0);
      });
      states.set(id, open ? "open" : "fully_booked");
    }
    return states;
  }

  async function pendingFeedbacks(universityId: number) {
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
      .where(
        and(
          eq(events.university_partner_id, universityId),
          eq(events.status, "confirm"),
          lt(events.event_date, today()),
          isNull(eventFeedbacks.id),
        ),
      )
      .orderBy(desc(events.event_date))
      .limit(20);
    const [total] = await db
      .select({ n: count() })
      .from(events)
      .leftJoin(eventFeedbacks, eq(eventFeedbacks.event_id, events.id))
      .where(
        and(
          eq(events.university_partner_id, universityId),
          eq(events.status, "confirm"),
          lt(events.event_date, today()),
          isNull(eventFeedbacks.id),
        ),
      );
    return {
      total_feedbacks: Number(total?.n ?? 0),
      events: rows.map((r) => ({ ...r, event_date: r.event_date as string })),
    };
  }

  /** One page of the directory as a university sees it (its visits, its pending feedbacks). */
  async function listAnswer(me: UserWithPartner, input: SchoolsListInput) {
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
      .where(filters(input))
      .orderBy(asc(partners.name), asc(partners.id))
      .limit(input.per_page)
      .offset((input.page_no - 1) * input.per_page);
    const ids = rows.map((r) => r.id);
    const [matched] = await db.select({ n: count() }).from(partners).where(filters(input));
    const [total] = await db.select({ n: count() }).from(partners).where(eq(partners.institute_type, "School"));
    const ratings = ids.length
      ? await db
          .select({ id: eventFeedbacks.school_partner_id, avg: avg(eventFeedbacks.rating), n: count() })
          .from(eventFeedbacks)
          .where(inArray(eventFeedbacks.school_partner_id, ids))
          .groupBy(eventFeedbacks.school_partner_id)
      : [];
    const visits = ids.length
      ? await db
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
              inArray(events.status, LIVE),
              or(gte(events.event_date, today()), isNull(events.event_date)),
            ),
          )
          .orderBy(asc(events.event_date))
      : [];
    const bookings = await bookingStates(ids);
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
      pending_feedbacks: await pendingFeedbacks(me.partner_id),
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

    /** A school's profile as universities see it (and the school itself). */
    async detailInfo(me: UserWithPartner, schoolId: number) {
      const [row] = await db
        .select({ p: partners, country: countries.name, state: states.name, size: schoolSizes.name })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .leftJoin(states, eq(states.id, partners.state_id))
        .leftJoin(schoolSizes, eq(schoolSizes.id, partners.school_size_id))
        .where(eq(partners.id, schoolId));
      const allowed = me.institute_type === "University" || me.partner_id === schoolId;
      if (row?.p.institute_type !== "School" || !allowed) throw new NotFoundError(`School ${schoolId} not found`);
      const [stats] = await db
        .select({ n: count(), avg: avg(eventFeedbacks.rating) })
        .from(eventFeedbacks)
        .where(eq(eventFeedbacks.school_partner_id, schoolId));
      const p = row.p;
      const zone = p.timezone ?? "UTC";
      const visits =
        me.institute_type === "University"
          ? await db
              .select({
                event_id: events.id,
                event_date: events.event_date,
                start_minute: events.start_minute,
                end_minute: events.end_minute,
                status: events.status,
              })
              .from(events)
              .where(and(eq(events.university_partner_id, me.partner_id), eq(events.school_partner_id, schoolId)))
              .orderBy(sql`${events.event_date} desc nulls first`, desc(events.id))
              .limit(SCHOOL_VISITS_LIMIT)
          : [];
      return {
        visits: visits.map((v) => ({
          event_id: v.event_id,
          event_date: v.event_date,
          time_from: v.start_minute === null ? null : hhmm(v.start_minute),
          time_to: v.end_minute === null ? null : hhmm(v.end_minute),
          starts_at:
            v.event_date && v.start_minute !== null
              ? wallClockInstant(v.event_date, hhmm(v.start_minute), zone).toISOString()
              : null,
          status: v.status,
        })),
        school: {
          id: p.id,
          name: p.name,
          address: p.address,
          city: p.city,
          state: row.state,
          country: row.country,
          email: p.email,
          contact: p.contact,
          website: p.website,
          description: p.description,
          school_size: row.size,
          school_type: p.school_type as "public_partner" | "private_partner" | "international" | null,
          ceeb_code: p.ceeb_code,
          timezone: p.timezone,
          instructions: p.instructions,
          confirmation_message: p.confirmation_message,
          logo_url: ctx.fileLinks.url(p.logo),
          rating: roundedRating(stats?.avg),
          ratings_count: Number(stats?.n ?? 0),
          is_registered: p.registered_at !== null,
        },
      };
    },

    /** A university rates its own confirmed visit once it took place. */
    async createFeedback(me: UserWithPartner, eventId: number, input: { rating: number; comment?: string }) {
      const [event] = await db
        .select({ id: events.id, status: events.status, date: events.event_date, school: events.school_partner_id })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.university_partner_id, me.partner_id)));
      if (!event || me.institute_type !== "University") throw new NotFoundError(`Event ${eventId} not found`);
      if (event.status !== "confirm" || !event.date || event.date >= today()) {
        throw new ValidationError({ event_id: "You can rate a visit once it has taken place" });
      }
      const saved = await db
        .insert(eventFeedbacks)
        .values({
          event_id: event.id,
          school_partner_id: event.school,
          university_partner_id: me.partner_id,
          user_id: me.id,
          rating: input.rating,
          comment: input.comment ?? null,
          created_at: now(),
        })
        .onConflictDoNothing()
        .returning({ id: eventFeedbacks.id, created_at: eventFeedbacks.created_at });
      if (!saved[0]) throw new ConflictError("This visit has already been rated");
      await notifier.notifyPartner(event.school, {
        notification_type: "Event",
        message: `${me.partner_name} rated their visit ${input.rating} out of 5`,
        sub_message: input.comment ?? null,
        partner_university: me.partner_name,
        event_id: event.id,
      });
      return {
        feedback: {
          id: saved[0].id,
          event_id: event.id,
          rating: input.rating,
          comment: input.comment ?? null,
          university_name: me.partner_name,
          created_at: saved[0].created_at.toISOString(),
        },
      };
    },

    /** Ratings of a school: for universities, and for the school itself. */
    async feedbacks(me: UserWithPartner, schoolId: number, page: { page_no: number; per_page: number }) {
      const [school] = await db
        .select({ type: partners.institute_type })
        .from(partners)
        .where(eq(partners.id, schoolId));
      const allowed = me.institute_type === "University" || me.partner_id === schoolId;
      if (school?.type !== "School" || !allowed) throw new NotFoundError(`School ${schoolId} not found`);
      const university = partners;
      const rows = await db
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
      const [stats] = await db
        .select({ n: count(), avg: avg(eventFeedbacks.rating) })
        .from(eventFeedbacks)
        .where(eq(eventFeedbacks.school_partner_id, schoolId));
      const total = Number(stats?.n ?? 0);
      return {
        feedbacks: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        average_rating: roundedRating(stats?.avg),
        matched: total,
        total,
        page_no: page.page_no,
      };
    },
  };
}
