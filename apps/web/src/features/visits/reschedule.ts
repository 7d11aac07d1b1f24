import type { DaySlot } from "@quad/contract/api/availability";
import type { Event } from "@quad/contract/api/events";

/** The slots a visit can move to, and the month the reschedule picker opens on. */

export type { DaySlot };

/**
 * Open slots per date for a reschedule: dates from today in the school's zone, slots not started yet,
 * with room left, not already held by the visit's university, and not the visit's own slot date.
 */
export function openSlots(
  data: Record<string, DaySlot[]>,
  now: Date,
  current: Pick<Event, "slot_id" | "event_date">,
): Record<string, DaySlot[]> {
  const out: Record<string, DaySlot[]> = {};
  for (const [date, slots] of Object.entries(data)) {
    const open = slots
      .filter(
        (s) =>
          Date.parse(s.starts_at) > now.getTime() &&
          s.remaining > 0 &&
          !s.is_booked_by_university &&
          !(s.slot_id === current.slot_id && date === current.event_date),
      )
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
    if (open.length) out[date] = open;
  }
  return out;
}

/** The first and last day (YYYY-MM-DD) of the month a date is in. */
export function monthRange(date: string): { start: string; end: string } {
  const [y, m] = date.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, "0");
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, "0")}` };
}

/** The month a reschedule picker opens on: the visit's own month when it is still ahead, else this month. */
export function initialPickerMonth(eventDate: string | null, today: string): string {
  const from = eventDate && eventDate >= today ? eventDate : today;
  return `${from.slice(0, 7)}-01`;
}
