import type { SetAvailabilityInput } from "@quad/contract/api/availability";
import { rangesOverlap, SLOT_MESSAGES, slotClashes, slotProblems, toMinutes } from "@quad/contract/rules/availability";
import { datesBetween, wallClockInstant, weekdayOf } from "@quad/contract/rules/slot-dates";
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { events } from "../events/events.table.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createAvailabilityRepository, type SlotRow } from "./availability.repository.ts";

const MAX_RANGE_DAYS = 400;
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
export const slotView = (s: SlotRow) => ({
  slot_id: s.slot_id,
  availability_id: s.availability_id,
  day: s.day,
  time_from: hhmm(s.start_minute),
  time_to: hhmm(s.end_minute),
  start_date: s.start_date,
  end_date: s.end_date,
});
const isExclusionViolation = (err: unknown) =>
  typeof err === "object" &&
  err !== null &&
  ((err as { code?: string }).code === "23P01" || (err as { cause?: { code?: string } }).cause?.code === "23P01");

export function createAvailabilityService(ctx: Pick<AppContext, "db" | "now">) {
  const { db, now } = ctx;
  const repo = createAvailabilityRepository(db);
  const today = () => now().toISOString().slice(0, 10);

  /** The school's own availability: only its staff may change it. */
  function assertOwnSchool(me: UserWithPartner, schoolId: number) {
    if (me.institute_type !== "School" || me.partner_id !== schoolId)
      throw new NotFoundError(`School ${schoolId} not found`);
  }

  async function school(schoolId: number) {
    const [row] = await db
      .select({ id: partners.id, timezone: partners.timezone, type: partners.institute_type })
      .from(partners)
      .where(eq(partners.id, schoolId));
    if (row?.type !== "School") throw new NotFoundError(`School ${schoolId} not found`);
    return { id: row.id, timezone: row.timezone ?? "UTC" };
  }

  function conflictsWith(
    existing: SlotRow[],
    wanted: { days: number[]; time_from: string; time_to: string }[],
    start: string,
    end: string,
  ) {
    return existing.filter(
      (e) =>
        e.start_date <= end &&
        e.end_date >= start &&
        wanted.some(
          (w) =>
            w.days.includes(e.day) &&
            rangesOverlap({ time_from: hhmm(e.start_minute), time_to: hhmm(e.end_minute) }, w),
        ),
    );
  }

  return {
    async set(me: UserWithPartner, schoolId: number, input: SetAvailabilityInput["availability"]) {
      assertOwnSchool(me, schoolId);
      const { availability_start_date: start, availability_end_date: end, slots } = input;
      const errors: Record<string, string> = {};
      if (end < start) errors.availability_end_date = SLOT_MESSAGES.endBeforeStart;
      slots.forEach((s, i) => {
        for (const [field, message] of Object.entries(slotProblems(s))) errors[`slots.${i}.${field}`] = message;
      });
      for (const c of slotClashes(slots))
        errors[`slots.${c.index}`] = c.kind === "duplicate" ? SLOT_MESSAGES.duplicate : SLOT_MESSAGES.overlap;
      if (Object.keys(errors).length) throw new ValidationError(errors);

      const conflicts = conflictsWith(await repo.slotsInRange(schoolId, start, end), slots, start, end);
      if (conflicts.length) throw new ConflictError(SLOT_MESSAGES.overlap, { conflict_slots: conflicts.map(slotView) });
      const rows = slots.flatMap((s) =>
        [...new Set(s.days)].map((day) => ({
          day,
          start_minute: toMinutes(s.time_from),
          end_minute: toMinutes(s.time_to),
          capacity: s.capacity,
        })),
      );
      try {
        const saved = await repo.insert(
          schoolId,
          me.id,
          { start_date: start, end_date: end, is_bulk_upload: input.is_bulk_upload },
          rows,
        );
        return {
          availability_id: saved.availability_id,
          slots: saved.slots.map((s) => ({ ...slotView(s), capacity: s.capacity })),
        };
      } catch (err) {
        // Another request saved an overlapping slot meanwhile: the database refused ours.
        if (!isExclusionViolation(err)) throw err;
        const again = conflictsWith(await repo.slotsInRange(schoolId, start, end), slots, start, end);
        throw new ConflictError(SLOT_MESSAGES.overlap, { conflict_slots: again.map(slotView) });
      }
    },

    /** Slots per date in the school's zone, with remaining capacity. Universities see any school's. */
    async forDates(me: UserWithPartner, schoolId: number, start: string, end: string, universityId?: number) {
      if (me.institute_type === "School") assertOwnSchool(me, schoolId);
      else if (me.institute_type !== "University")
        throw new ForbiddenError("Only schools and universities see availability");
      if (end < start) throw new ValidationError({ end_date: SLOT_MESSAGES.endBeforeStart });
      if (datesBetween(start, end).length > MAX_RANGE_DAYS)
        throw new ValidationError({ end_date: `at most ${MAX_RANGE_DAYS} days` });
      const s = await school(schoolId);
      const slots = await repo.slotsInRange(schoolId, start, end);
      const bookings = await repo.bookings(
        slots.map((x) => x.slot_id),
        start,
        end,
      );
      const booked = new Map(bookings.map((b) => [`${b.slot_id}:${b.event_date}`, b.booked]));
      const mine = universityId ?? (me.institute_type === "University" ? me.partner_id : undefined);
      const mineBooked = mine
        ? await this.universityBookings(
            mine,
            slots.map((x) => x.slot_id),
            start,
            end,
          )
        : new Set<string>();
      const data: Record<string, ReturnType<typeof daySlot>[]> = {};
      function daySlot(slot: SlotRow, date: string) {
        const n = booked.get(`${slot.slot_id}:${date}`) ?? 0;
        return {
          ...slotView(slot),
          timezone: s.timezone,
          starts_at: wallClockInstant(date, hhmm(slot.start_minute), s.timezone).toISOString(),
          ends_at: wallClockInstant(date, hhmm(slot.end_minute), s.timezone).toISOString(),
          capacity: slot.capacity,
          booked: n,
          remaining: Math.max(0, slot.capacity - n),
          is_booked_by_university: mineBooked.has(`${slot.slot_id}:${date}`),
        };
      }
      for (const date of datesBetween(start, end)) {
        const day = weekdayOf(date);
        const list = slots
          .filter((x) => x.day === day && x.start_date <= date && x.end_date >= date)
          .map((x) => daySlot(x, date));
        if (list.length) data[date] = list.map(({ start_date: _s, end_date: _e, ...rest }) => rest) as never;
      }
      return { timezone: s.timezone, data };
    },

    /** Slot dates a university already holds a live visit on. */
    async universityBookings(universityId: number, slotIds: number[], start: string, end: string) {
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
    },

    async update(me: UserWithPartner, id: number, input: { time_from: string; time_to: string; capacity: number }) {
      if (me.institute_type !== "School") throw new NotFoundError(`Availability ${id} not found`);
      const slot = await repo.slot(me.partner_id, id);
      if (!slot) throw new NotFoundError(`Availability ${id} not found`);
      const problems = slotProblems({ ...input, days: [slot.day] });
      if (Object.keys(problems).length) throw new ValidationError(problems);
      const maxBooked = (await repo.maxBookedFrom([id], today())).get(id) ?? 0;
      if (input.capacity < maxBooked)
        throw new ValidationError({ capacity: `${maxBooked} visits are already booked on one date of this slot` });
      const wanted = [{ days: [slot.day], time_from: input.time_from, time_to: input.time_to }];
      const conflicts = conflictsWith(
        await repo.slotsInRange(me.partner_id, slot.start_date, slot.end_date),
        wanted,
        slot.start_date,
        slot.end_date,
      ).filter((c) => c.slot_id !== id);
      if (conflicts.length) throw new ConflictError(SLOT_MESSAGES.overlap, { conflict_slots: conflicts.map(slotView) });
      await repo.update(id, {
        start_minute: toMinutes(input.time_from),
        end_minute: toMinutes(input.time_to),
        capacity: input.capacity,
      });
      const saved = (await repo.slot(me.partner_id, id)) as SlotRow;
      return { ...slotView(saved), capacity: saved.capacity };
    },

    /** Deletes slots without upcoming booked visits; another school's ids are not found. */
    async remove(me: UserWithPartner, ids: number[]) {
      const found = me.institute_type === "School" ? await repo.slotsByIds(me.partner_id, ids) : [];
      const missing = ids.filter((id) => !found.some((f) => f.slot_id === id));
      if (missing.length) throw new NotFoundError(`Availability ${missing.join(", ")} not found`);
      const booked = await repo.maxBookedFrom(ids, today());
      const busy = ids.filter((id) => (booked.get(id) ?? 0) > 0);
      if (busy.length)
        throw new ConflictError("This slot has upcoming visits. Cancel or reschedule them first.", { slot_ids: busy });
      await repo.remove(ids);
      return { deleted: ids.length };
    },

    /** The share link's view: anyone sees a school's open slots (no booking details). */
    async publicForDates(schoolId: number, start: string, end: string) {
      if (end < start) throw new ValidationError({ end_date: SLOT_MESSAGES.endBeforeStart });
      if (datesBetween(start, end).length > 62) throw new ValidationError({ end_date: "at most 62 days" });
      const [p] = await db
        .select({
          id: partners.id,
          name: partners.name,
          city: partners.city,
          type: partners.institute_type,
          country_id: partners.country_id,
        })
        .from(partners)
        .where(eq(partners.id, schoolId));
      if (p?.type !== "School") throw new NotFoundError(`School ${schoolId} not found`);
      const viewer = { institute_type: "University", partner_id: 0 } as UserWithPartner;
      const result = await this.forDates(viewer, schoolId, start, end);
      const [country] = p.country_id
        ? await db.select({ name: countries.name }).from(countries).where(eq(countries.id, p.country_id))
        : [];
      return { ...result, school: { id: p.id, name: p.name, city: p.city, country: country?.name ?? null } };
    },

    async precedence(me: UserWithPartner, schoolId: number, date: string) {
      const { data } = await this.forDates(me, schoolId, date, date);
      return { date, is_available: (data[date] ?? []).some((s) => s.remaining > 0) };
    },

    async unregistered(me: UserWithPartner) {
      if (me.institute_type !== "School") throw new ForbiddenError("Only schools have availability");
      const rows = await repo.unregistered(me.partner_id);
      return { slots: rows.map((s) => ({ ...slotView(s), capacity: s.capacity })) };
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
