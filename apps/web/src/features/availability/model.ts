import type { CalendarVisit, DaySlot } from "@quad/contract/api/availability";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { formatTime } from "../../lib/dates";

/**
 * Pure rules of the availability screen's calendar and slot list: the calendar's range and events,
 * its time axis and zone labels, the order of slots and the share link. The forms are in slot-form.ts.
 */

// ---------------------------------------------------------------- calendar

/** The dates (inclusive) the calendar shows, from FullCalendar's active range (UTC-coerced, end exclusive). */
export function calendarRange(activeStart: Date, activeEnd: Date): { start_date: string; end_date: string } {
  const end = new Date(activeEnd.getTime() - 86_400_000);
  return { start_date: activeStart.toISOString().slice(0, 10), end_date: end.toISOString().slice(0, 10) };
}

/**
 * A wall-clock date and time as a string without offset: FullCalendar shows it as is in the school's zone,
 * so a 09:00 slot stays at 09:00 on both sides of a daylight-saving change. "24:00" is the next midnight.
 */
export function wallClock(date: string, hhmm: string): string {
  if (hhmm === "24:00") {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return `${next.toISOString().slice(0, 10)}T00:00:00`;
  }
  return `${date}T${hhmm}:00`;
}

export type SlotFill = "open" | "partial" | "full";

export function slotFill(slot: Pick<DaySlot, "capacity" | "remaining">): SlotFill {
  if (slot.remaining <= 0) return "full";
  return slot.remaining < slot.capacity ? "partial" : "open";
}

export interface SlotEvent {
  id: string;
  start: string;
  end: string;
  kind: "slot";
  /** Started before now in the school's zone: shown, but no longer bookable (decision 014). */
  past: boolean;
  date: string;
  slot: DaySlot;
  fill: SlotFill;
}
export interface VisitEvent {
  id: string;
  start: string;
  end: string;
  kind: "visit";
  past: boolean;
  visit: CalendarVisit;
}
export type CalendarItem = SlotEvent | VisitEvent;

/**
 * Slots per date and live visits as calendar items, in the school's wall-clock time. `now` is the wall-clock time
 * in that zone (`YYYY-MM-DDTHH:mm:ss`; a bare date means its midnight): a slot that has started is past, even
 * earlier today, since it can no longer be booked; a visit is past once it has ended.
 */
export function calendarItems(
  data: Record<string, DaySlot[]>,
  visits: readonly CalendarVisit[] = [],
  now = "",
): CalendarItem[] {
  const isPast = (wall: string) => now !== "" && wall <= now;
  const items: CalendarItem[] = [];
  for (const [date, slots] of Object.entries(data)) {
    for (const slot of slots) {
      const start = wallClock(date, slot.time_from);
      items.push({
        id: `slot-${slot.slot_id}-${date}`,
        start,
        end: wallClock(date, slot.time_to),
        kind: "slot",
        past: isPast(start),
        date,
        slot,
        fill: slotFill(slot),
      });
    }
  }
  for (const visit of visits) {
    const end = wallClock(visit.event_date, visit.time_to);
    items.push({
      id: `visit-${visit.id}`,
      start: wallClock(visit.event_date, visit.time_from),
      end,
      kind: "visit",
      past: isPast(end),
      visit,
    });
  }
  return items.sort((a, b) => a.start.localeCompare(b.start) || a.kind.localeCompare(b.kind));
}

/** A free time may take a new slot only from now on (wall-clock strings of the school's zone). */
export function canAddAt(start: string, now: string): boolean {
  return start.length === 10 ? start >= now.slice(0, 10) : start >= now.slice(0, 16);
}

/**
 * How much of a week-view event fits: a slot of at least 30 minutes (40 px on the time grid) has room for two
 * lines (places left, then its times); a shorter one gets one line with both, and its full text as a title.
 */
export function eventLines(start: string, end: string): 1 | 2 {
  const minutes = (Date.parse(`${end}Z`) - Date.parse(`${start}Z`)) / 60_000;
  return minutes >= 30 ? 2 : 1;
}

const hour = (hhmm: string) => Number(hhmm.slice(0, 2));
const pad = (n: number) => `${String(n).padStart(2, "0")}:00:00`;

/** The time axis of the week view: 07:00 to 19:00, widened to whole hours around anything earlier or later. */
export function timeAxis(items: readonly CalendarItem[]): { slotMinTime: string; slotMaxTime: string } {
  let min = 7;
  let max = 19;
  for (const item of items) {
    const from = item.kind === "slot" ? item.slot.time_from : item.visit.time_from;
    const to = item.kind === "slot" ? item.slot.time_to : item.visit.time_to;
    min = Math.min(min, hour(from));
    const endHour = to === "24:00" ? 24 : hour(to) + (to.endsWith(":00") ? 0 : 1);
    max = Math.max(max, endHour);
  }
  return { slotMinTime: pad(min), slotMaxTime: pad(Math.min(max, 24)) };
}

/** "[offset] name" of the zone over the visible dates; two labels when the offset changes inside them. */
export function zoneLabels(zone: string, startDate: string, endDate: string): string[] {
  const first = timezoneLabel(zone, `${startDate}T12:00:00Z`);
  const last = timezoneLabel(zone, `${endDate}T12:00:00Z`);
  return first === last ? [first] : [first, last];
}

/** "09:00am – 09:45am", the spec's time format. */
export function timeRange(from: string, to: string): string {
  return `${formatTime(from)} – ${formatTime(to === "24:00" ? "00:00" : to)}`;
}

// ---------------------------------------------------------------- slot list and sharing

/** Slots still running (end date on or after today) first, each group by start date, weekday and time. */
export function orderSlots<T extends { start_date: string; end_date: string; day: number; time_from: string }>(
  slots: readonly T[],
  today: string,
): T[] {
  const key = (s: T) => `${s.end_date >= today ? 0 : 1}|${s.start_date}|${s.day}|${s.time_from}`;
  return [...slots].sort((a, b) => key(a).localeCompare(key(b)));
}

/** The public booking page of a school (spec 2 §2 /schedule-appointment/{id}). */
export function bookingUrl(origin: string, schoolId: number): string {
  return `${origin.replace(/\/$/, "")}/schedule-appointment/${schoolId}`;
}
