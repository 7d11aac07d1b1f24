import { datesBetween, weekdayOf } from "@quad/contract/rules/slot-dates";

export type BookingState = "open" | "fully_booked" | "no_availability";
export type WindowSlot = { id: number; partner_id: number; day: number; start: string; end: string };

/**
 * A school's booking state over a window of dates: no slot in the window → no_availability; some slot
 * that has more dates in the window (its weekday, within its own period) than fully booked dates → open;
 * otherwise fully_booked.
 */
export function bookingStates(
  schoolIds: number[],
  slots: WindowSlot[],
  fullDatesBySlot: Map<number, number>,
  window: { start: string; end: string },
): Map<number, BookingState> {
  const dates = datesBetween(window.start, window.end);
  const states = new Map<number, BookingState>();
  for (const id of schoolIds) {
    const mine = slots.filter((s) => s.partner_id === id);
    if (!mine.length) {
      states.set(id, "no_availability");
      continue;
    }
    const open = mine.some((s) => {
      const runs = dates.filter((d) => d >= s.start && d <= s.end && weekdayOf(d) === s.day).length;
      return runs > (fullDatesBySlot.get(s.id) ?? 0);
    });
    states.set(id, open ? "open" : "fully_booked");
  }
  return states;
}
