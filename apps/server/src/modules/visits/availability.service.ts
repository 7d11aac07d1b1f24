import { AvailabilityResponseSchema, type SetAvailabilityInput } from "@quad/contract/api/availability";
import { rangesOverlap, SLOT_MESSAGES, slotClashes, slotProblems, toMinutes } from "@quad/contract/rules/availability";
import { datesBetween } from "@quad/contract/rules/slot-dates";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { isExclusionViolation } from "../../lib/pg-errors.ts";
import { createVersionedList } from "../list-versions/list-versions.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createAvailabilityCalendar } from "./availability.calendar.ts";
import { createAvailabilityRepository, type SlotRow } from "./availability.repository.ts";
import { hhmm, slotView } from "./availability.view.ts";
import { createVisitSchoolsRepository } from "./visit-schools.repository.ts";
import type { VisitPorts } from "./visits.ports.ts";

type AvailabilityAnswer = z.infer<typeof AvailabilityResponseSchema>;

const MAX_RANGE_DAYS = 400;
const DAY_MS = 86_400_000;

export function createAvailabilityService(ctx: Pick<AppContext, "db" | "now">, ports: Pick<VisitPorts, "busy"> = {}) {
  const { db, now } = ctx;
  const repo = createAvailabilityRepository(db);
  const schools = createVisitSchoolsRepository(db);
  const today = () => now().toISOString().slice(0, 10);
  const calendar = createAvailabilityCalendar(db);
  const calendarList = createVersionedList<AvailabilityAnswer>(db, "availability", AvailabilityResponseSchema);

  function checkRange(start: string, end: string, maxDays: number) {
    if (end < start) throw new ValidationError({ end_date: SLOT_MESSAGES.endBeforeStart });
    if (datesBetween(start, end).length > maxDays) throw new ValidationError({ end_date: `at most ${maxDays} days` });
  }

  /** The school's own availability: only its staff may change it. */
  function assertOwnSchool(me: UserWithPartner, schoolId: number) {
    if (me.institute_type !== "School" || me.partner_id !== schoolId)
      throw new NotFoundError(`School ${schoolId} not found`);
  }

  /** Schools see their own availability; universities any school's. */
  function assertMaySee(me: UserWithPartner, schoolId: number) {
    if (me.institute_type === "School") assertOwnSchool(me, schoolId);
    else if (me.institute_type !== "University")
      throw new ForbiddenError("Only schools and universities see availability");
  }

  async function school(schoolId: number) {
    const row = await schools.calendarFacts(schoolId);
    if (row?.type !== "School") throw new NotFoundError(`School ${schoolId} not found`);
    return { id: row.id, timezone: row.timezone ?? "UTC", auto_confirm: row.auto === true };
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

    /**
     * Slots per date in the school's zone, with remaining capacity, as JSON text; universities see any
     * school's (with their own bookings flagged), the school also its visits. Recomputed only when the school's availability changed.
     */
    async forDates(me: UserWithPartner, schoolId: number, start: string, end: string, universityId?: number) {
      assertMaySee(me, schoolId);
      checkRange(start, end, MAX_RANGE_DAYS);
      // Whose bookings are flagged: a school names the visiting university (its reschedule picker); anyone
      // else only ever sees their own institution's, whatever id they pass.
      const university =
        me.institute_type === "School" ? universityId : me.institute_type === "University" ? me.partner_id : undefined;
      const withVisits = me.institute_type === "School";
      return calendarList(schoolId, `${university ?? ""}:${withVisits}:${start}:${end}`, async () => {
        const s = await school(schoolId);
        // The school's own screen marks slots its staff's calendars are busy in; nobody else sees them
        // (decision 101). A day either side covers every zone; a new read raises the list's version.
        const busy =
          withVisits && ports.busy
            ? await ports.busy.ofPartner(
                schoolId,
                new Date(Date.parse(`${start}T00:00:00Z`) - DAY_MS),
                new Date(Date.parse(`${end}T00:00:00Z`) + 2 * DAY_MS),
              )
            : undefined;
        return calendar.expand(s, start, end, { university, withVisits, busy });
      });
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

    /**
     * The share link's view: anyone sees a school's open slots (no booking details). A signed-in university rep
     * also sees the slot dates their institution already holds, as on Book now (decision 033).
     */
    async publicForDates(viewer: UserWithPartner | null, schoolId: number, start: string, end: string) {
      checkRange(start, end, 62);
      const p = await schools.publicFacts(schoolId);
      if (p?.type !== "School") throw new NotFoundError(`School ${schoolId} not found`);
      const university = viewer?.institute_type === "University" ? viewer.partner_id : undefined;
      const result = await calendar.expand(
        { id: p.id, timezone: p.timezone ?? "UTC", auto_confirm: p.auto === true },
        start,
        end,
        { university, withVisits: false },
      );
      const country = p.country_id ? await schools.countryName(p.country_id) : undefined;
      return { ...result, school: { id: p.id, name: p.name, city: p.city, country: country ?? null } };
    },

    async precedence(me: UserWithPartner, schoolId: number, date: string) {
      assertMaySee(me, schoolId);
      const { data } = await calendar.expand(await school(schoolId), date, date, { withVisits: false });
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
