import { datesBetween, wallClockInstant, weekdayOf } from "@quad/contract/rules/slot-dates";
import { type HeldVisitStatus, placesLeft } from "@quad/contract/rules/slot-state";
import type { Db } from "../../db/client.ts";
import { createAvailabilityRepository, type LiveVisitStatus, type SlotRow } from "./availability.repository.ts";
import { hhmm, slotView } from "./availability.view.ts";
import type { BusyInterval } from "./visits.ports.ts";

/**
 * A school's weekly slots expanded over a date range in its zone: per date, each slot with its wall-clock
 * instants, capacity and what is left; optionally which slot dates a university already holds, and the
 * school's own visits and which slots its staff's calendars are busy in. No access rule here: callers decide who may see what.
 */
export function createAvailabilityCalendar(db: Db) {
  const repo = createAvailabilityRepository(db);

  /** Slot dates a university already holds a live visit on, with that visit. */
  async function universityBookings(universityId: number, slotIds: number[], start: string, end: string) {
    const held = new Map<string, { id: number; status: HeldVisitStatus }>();
    if (!slotIds.length) return held;
    const rows = await repo.universityHolds(universityId, slotIds, start, end);
    for (const r of rows) held.set(`${r.slot_id}:${r.event_date}`, { id: r.id, status: r.status as HeldVisitStatus });
    return held;
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
      school: { id: number; timezone: string; auto_confirm: boolean },
      start: string,
      end: string,
      opts: { university?: number; withVisits: boolean; busy?: BusyInterval[] },
    ) {
      const slots = await repo.slotsInRange(school.id, start, end);
      const slotIds = slots.map((x) => x.slot_id);
      const [bookings, waiting, mine, visits] = await Promise.all([
        repo.bookings(slotIds, start, end),
        repo.waitingRequests(slotIds, start, end),
        opts.university
          ? universityBookings(opts.university, slotIds, start, end)
          : new Map<string, { id: number; status: HeldVisitStatus }>(),
        opts.withVisits ? visitsOf(school.id, school.timezone, start, end) : undefined,
      ]);
      const booked = new Map(bookings.map((b) => [`${b.slot_id}:${b.event_date}`, b.booked]));
      const pending = new Map(waiting.map((w) => [`${w.slot_id}:${w.event_date}`, Number(w.waiting)]));
      const daySlot = (slot: SlotRow, date: string) => {
        const key = `${slot.slot_id}:${date}`;
        const n = booked.get(key) ?? 0;
        const own = mine.get(key) ?? null;
        const startsAt = wallClockInstant(date, hhmm(slot.start_minute), school.timezone);
        const endsAt = wallClockInstant(date, hhmm(slot.end_minute), school.timezone);
        // Only the school's own view carries its staff's busy times (decision 101).
        const conflict = opts.busy
          ? { calendar_conflict: opts.busy.some((b) => b.start < endsAt && b.end > startsAt) }
          : {};
        return {
          ...slotView(slot),
          timezone: school.timezone,
          starts_at: startsAt.toISOString(),
          ends_at: endsAt.toISOString(),
          capacity: slot.capacity,
          booked: n,
          remaining: placesLeft(slot.capacity, n),
          pending: pending.get(key) ?? 0,
          is_booked_by_university: own !== null,
          university_visit: own,
          ...conflict,
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
      const answer = { timezone: school.timezone, auto_confirm: school.auto_confirm, data };
      return visits ? { ...answer, visits } : answer;
    },
  };
}
