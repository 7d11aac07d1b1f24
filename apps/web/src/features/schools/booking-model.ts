import type { DaySlot } from "@quad/contract/api/availability";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { datesBetween } from "@quad/contract/rules/slot-dates";
import { type SlotState, slotState } from "@quad/contract/rules/slot-state";
import { VISIT_MESSAGES } from "@quad/contract/rules/visits";
import { browserZone } from "../../lib/browser-facts";
import { formatDate, formatTime } from "../../lib/dates";

export type { DaySlot };
/** Availability keyed by date ("YYYY-MM-DD" in the school's zone), as both availability calls answer it. */
export type SlotsByDate = Record<string, DaySlot[]>;

/** A chosen slot date. */
export interface SlotSelection {
  slot_id: number;
  date: string;
}

export const slotKey = (s: SlotSelection) => `${s.slot_id}:${s.date}`;

/** How many weeks the picker and the summaries look ahead ("the coming weeks"). */
export const LOOKAHEAD_WEEKS = 4;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar date is in (weeks run Monday to Sunday, spec weekdays 1..7). */
export function weekStartOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

export function shiftWeek(weekStart: string, weeks: number): string {
  return addDays(weekStart, weeks * 7);
}

/** The seven dates of a week. */
export function weekDates(weekStart: string): string[] {
  return datesBetween(weekStart, addDays(weekStart, 6));
}

export function weekEnd(weekStart: string): string {
  return addDays(weekStart, 6);
}

/** The dates of `data` inside the week starting `weekStart`. */
export function datesOfWeek(data: SlotsByDate, weekStart: string): SlotsByDate {
  const last = weekEnd(weekStart);
  return Object.fromEntries(Object.entries(data).filter(([date]) => date >= weekStart && date <= last));
}

/** The last date of a look-ahead of `weeks` weeks starting `from`. */
export function lookaheadEnd(from: string, weeks = LOOKAHEAD_WEEKS): string {
  return addDays(from, weeks * 7 - 1);
}

export type WeekCaption = "thisWeek" | "nextWeek" | "lastWeek" | null;

/**
 * What a week is called relative to the week of `today` (both calendar dates in the school's zone): "This week",
 * "Next week", "Last week", or null for any other week (which is then named by its dates alone).
 */
export function weekCaption(weekStart: string, today: string): WeekCaption {
  const weeks = Math.round(
    (Date.parse(`${weekStart}T00:00:00Z`) - Date.parse(`${weekStartOf(today)}T00:00:00Z`)) / (7 * 86_400_000),
  );
  return weeks === 0 ? "thisWeek" : weeks === 1 ? "nextWeek" : weeks === -1 ? "lastWeek" : null;
}

/** A week's dates as one range in a language, e.g. "Mar 4 – 10, 2030", "Mar 30 – Apr 5, 2026" (plain spaces). */
export function weekRangeLabel(weekStart: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  const from = new Date(`${weekStart}T00:00:00Z`);
  const to = new Date(`${weekEnd(weekStart)}T00:00:00Z`);
  return format.formatRange(from, to).replace(/[\u2009\u202f]/g, " ");
}

/** The viewer's zone: the signed-in user's profile zone, else the browser's. */
export function viewerZoneOf(profileZone: string | null | undefined): string {
  return profileZone || browserZone();
}

export type { SlotState };
/** The browser's own zone (for visitors who are not signed in). */
export { browserZone };

/** A slot date's state (the contract's one model, shared with the server): open, full, requested or booked by you. */
export function stateOf(slot: DaySlot, now: Date = new Date()): SlotState {
  return slotState(slot, now);
}

/** A slot can still be chosen: it has not started, has a place left, and the viewer's institution does not hold it. */
export function isBookable(slot: DaySlot, now: Date = new Date()): boolean {
  return slotState(slot, now).bookable;
}

/** The chosen slot in the loaded week, or null when it is not there (another week, or not loaded yet). */
export function selectedSlot(data: SlotsByDate | undefined, selection: SlotSelection | null): DaySlot | null {
  if (!selection) return null;
  return data?.[selection.date]?.find((s) => s.slot_id === selection.slot_id) ?? null;
}

/**
 * The zones of a week's times, said once above its slots: the school's label and the viewer's (null when the
 * viewer's clock is the school's). Labels carry the offset in force at the week's first slot; a slot after a
 * daylight-saving change in the same week shows its own label (see `zoneNote`).
 */
export function zoneLegend(
  slots: Pick<DaySlot, "starts_at" | "ends_at">[],
  schoolZone: string,
  viewerZone: string,
): { school: string; viewer: string | null } {
  const first = slots[0];
  const at = first?.starts_at;
  const school = timezoneLabel(schoolZone, at);
  if (!first) return { school, viewer: viewerZone === schoolZone ? null : timezoneLabel(viewerZone) };
  const times = dualZoneTimes(first, schoolZone, viewerZone);
  return { school: times.school.zone, viewer: times.viewer ? times.viewer.zone : null };
}

/** A slot's own zone label, only where it differs from the legend's (a daylight-saving change within the week). */
export function zoneNote(label: string, legend: string | null): string | null {
  return legend !== null && label !== legend ? label : null;
}

/** The week's days with their slots that have not started yet, in time order. */
export function weekSlots(
  data: SlotsByDate,
  weekStart: string,
  now: Date = new Date(),
): { date: string; slots: DaySlot[] }[] {
  return weekDates(weekStart).map((date) => ({
    date,
    slots: (data[date] ?? [])
      .filter((s) => Date.parse(s.starts_at) > now.getTime())
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
  }));
}

export interface ZonedTimes {
  date: string;
  time: string;
  zone: string;
}

/** A slot's date, "hh:mma – hh:mma" and "[offset] name" label, in a zone (DST-aware at the slot's date). */
export function zonedTimes(startsAt: string, endsAt: string, zone: string): ZonedTimes {
  return {
    date: formatDate(startsAt, zone),
    time: `${formatTime(startsAt, zone)} – ${formatTime(endsAt, zone)}`,
    zone: timezoneLabel(zone, startsAt),
  };
}

/** The slot in the school's zone and in the viewer's; `viewer` is null when both zones show the same clock. */
export function dualZoneTimes(
  slot: Pick<DaySlot, "starts_at" | "ends_at">,
  schoolZone: string,
  viewerZone: string,
): { school: ZonedTimes; viewer: ZonedTimes | null } {
  const school = zonedTimes(slot.starts_at, slot.ends_at, schoolZone);
  const viewer = zonedTimes(slot.starts_at, slot.ends_at, viewerZone);
  const sameClock = viewer.date === school.date && viewer.time === school.time && viewer.zone === school.zone;
  return { school, viewer: sameClock ? null : viewer };
}

/** Open slot dates in the data and the first of them (the school page's summary). */
export function availabilitySummary(data: SlotsByDate, now: Date = new Date()): { open: number; next: DaySlot | null } {
  const open = Object.values(data)
    .flat()
    .filter((s) => isBookable(s, now))
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return { open: open.length, next: open[0] ?? null };
}

/* Public booking link and the return trip through sign-in. */

export function scheduleAppointmentPath(schoolId: number, selection?: SlotSelection | null): string {
  const base = `/schedule-appointment/${schoolId}`;
  if (!selection) return base;
  const params = new URLSearchParams({ slot: String(selection.slot_id), date: selection.date });
  return `${base}?${params.toString()}`;
}

/** /sign-in with a redirect_to that brings the visitor back to the same page with the same slot chosen. */
export function signInToBookPath(schoolId: number, selection: SlotSelection | null): string {
  return `/sign-in?redirect_to=${encodeURIComponent(scheduleAppointmentPath(schoolId, selection))}`;
}

/** The slot chosen in the page's search params (`slot` and `date`), or null when absent or malformed. */
export function selectionFromSearch(search: Record<string, unknown>): SlotSelection | null {
  const slot = Number(search.slot);
  const date = typeof search.date === "string" ? search.date : String(search.date ?? "");
  if (!Number.isInteger(slot) || slot <= 0) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  return { slot_id: slot, date };
}

/* The booking form. */

export interface BookingValues {
  selection: SlotSelection | null;
  timezone: string | null;
}

/** Spec 2 §5: a date and time must be chosen; a time zone must be selected. Keys: "slot", "timezone". */
export function bookingErrors(values: BookingValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.selection) errors.slot = VISIT_MESSAGES.dateTimeRequired;
  if (!values.timezone) errors.timezone = VISIT_MESSAGES.timezoneRequired;
  return errors;
}

/** A 422 answer's field errors on the form's fields (the slot and date errors belong to the picker). */
export function bookingFieldErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (field === "slot_id" || field === "event_date") out.slot ??= message;
    else out[field] = message;
  }
  return out;
}

const VISIT_MESSAGE_KEYS = new Map<string, string>([
  [VISIT_MESSAGES.dateTimeRequired, "booking.errors.dateTimeRequired"],
  [VISIT_MESSAGES.timezoneRequired, "booking.errors.timezoneRequired"],
  [VISIT_MESSAGES.slotFull, "booking.errors.slotFull"],
  [VISIT_MESSAGES.alreadyBooked, "booking.errors.alreadyBooked"],
  [VISIT_MESSAGES.slotNotOnDate, "booking.errors.slotNotOnDate"],
]);

/** The schools-namespace key of a visit message from the contract, or null for any other text. */
export function visitMessageKey(message: string): string | null {
  return VISIT_MESSAGE_KEYS.get(message) ?? null;
}

/** Attendees worth sending: rows with a name or an email (blank rows are dropped). */
export function filledAttendees(rows: { name: string; email: string }[]): { name: string; email: string }[] {
  return rows
    .map((r) => ({ name: r.name.trim(), email: r.email.trim() }))
    .filter((r) => r.name !== "" || r.email !== "");
}

/* The week the Book now dialog opens on. */

/** How many weeks ahead the Book now dialog looks for its first week with an open time. */
export const OPENING_WEEKS = 12;
/** How far the public booking page looks (its call answers at most 62 days at once). */
export const PUBLIC_OPENING_WEEKS = 8;

/**
 * The week the Book now dialog opens on: the first week from `firstWeek` on that has a time the viewer can still
 * book (not started, a place left, not already held), or null when the data has none (the dialog then opens on
 * the current week, which says so and offers a request instead).
 */
export function firstOpenWeek(data: SlotsByDate, firstWeek: string, now: Date = new Date()): string | null {
  const open = Object.entries(data)
    .filter(([date, slots]) => date >= firstWeek && slots.some((s) => isBookable(s, now)))
    .map(([date]) => date)
    .sort();
  return open[0] ? weekStartOf(open[0]) : null;
}
