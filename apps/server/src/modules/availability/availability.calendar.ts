import { datesBetween, wallClockInstant, weekdayOf } from "@quad/contract/rules/slot-dates";
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events } from "../events/events.table.ts";
import { createAvailabilityRepository, type LiveVisitStatus, type SlotRow } from "./availability.repository.ts";
import { hhmm, slotView } from "./availability.view.ts";

/**
 * A school's weekly slots expanded over a date range in its zone: per date, each slot with its wall-clock
 * instants, capacity and what is left; optionally which slot dates a university already holds, and the
 * school's own visits. No access rule here: callers decide who may see what.
 */
export function createAvailabilityCalendar(db: Db) {
  const repo = createAvailabilityRepository(db);

  /** Slot dates a university already holds a live visit on. */
  async function universityBookings(universityId: number, slotIds: number[], start: string, end: string) {
    if (!slotIds.length) return new Set<string>();
    const rows = await db
      .select({ slot_id: events.slot_id, event_date: events.event_date })
      .from(events)
      .where(
        and(
          eq(events.university_partner_id, universityId),
          inArray(events.slot_id, slotIds),
          gte(events.event_date, start),
          lte(events.event_date, end),
          inArray(events.status, ["pending", "confirm", "reschedule"]),
        ),
      );
    return new Set(rows.map((r) => `${r.slot_id}:${r.event_date}`));
  }

  async function visitsOf(schoolId: number, timezone: string, start: string, end: string) {
    return (await repo.liveVisits(schoolId, start, end)).map((v) => {
      const date = v.event_date as string;
      const from = hhmm(v.start_minute as number);
      const to = hhmm(v.end_minute as number);
      return {
        id: v.id,
        status: v.status as LiveVisitStatus,
        event_date: date,
        time_from: from,
        time_to: to,
        starts_at: wallClockInstant(date, from, timezone).toISOString(),
        ends_at: wallClockInstant(date, to, timezone).toISOString(),
        slot_id: v.slot_id,
        university: { id: v.university_id, name: v.university_name },
      };
    });
  }

  return {
    async expand(
      school: { id: number; timezone: string },
      start: string,
      end: string,
      opts: { university?: number; withVisits: boolean },
    ) {
      const slots = await repo.slotsInRange(school.id, start, end);
      const slotIds = slots.map((x) => x.slot_id);
      const [bookings, mine, visits] = await Promise.all([
        repo.bookings(slotIds, start, end),
        opts.university ? universityBookings(opts.university, slotIds, start, end) : new Set<string>(),
        opts.withVisits ? visitsOf(school.id, school.timezone, start, end) : undefined,
      ]);
      const booked = new Map(bookings.map((b) => [`${b.slot_id}:${b.event_date}`, b.booked]));
      const daySlot = (slot: SlotRow, date: string) => {
        const n = booked.get(`${slot.slot_id}:${date}`) ?? 0;
        return {
          ...slotView(slot),
          timezone: school.timezone,
          starts_at: wallClockInstant(date, hhmm(slot.start_minute), school.timezone).toISOString(),
          ends_at: wallClockInstant(date, hhmm(slot.end_minute), school.timezone).toISOString(),
          capacity: slot.capacity,
          booked: n,
          remaining: Math.max(0, slot.capacity - n),
          is_booked_by_university: mine.has(`${slot.slot_id}:${date}`),
        };
      };
      const data: Record<string, ReturnType<typeof daySlot>[]> = {};
      for (const date of datesBetween(start, end)) {
        const day = weekdayOf(date);
        const list = slots
          .filter((x) => x.day === day && x.start_date <= date && x.end_date >= date)
          .map((x) => daySlot(x, date));
        if (list.length) data[date] = list;
      }
      return visits ? { timezone: school.timezone, data, visits } : { timezone: school.timezone, data };
    },
  };
}
