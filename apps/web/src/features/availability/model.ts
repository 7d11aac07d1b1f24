import type { CalendarVisit, ConflictSlot, DaySlot, SetAvailabilityInput } from "@quad/contract/api/availability";
import {
  CAPACITY_MAX,
  CAPACITY_MIN,
  MAX_SLOTS_PER_REQUEST,
  rangesOverlap,
  SLOT_MESSAGES,
  type SlotInput,
  slotClashes,
  slotProblems,
} from "@quad/contract/rules/availability";
import { formatTime, isoWeekday, timezoneLabel } from "@quad/contract/rules/formats";
import { MESSAGES } from "@quad/contract/rules/messages";

/**
 * Pure rules of the availability screen: the calendar's range and events, the slot forms' validation
 * and payloads, and how the server's 409 conflicts and 422 field errors land on the forms.
 */

// ---------------------------------------------------------------- problems (translated by the screen)

export const PROBLEM_CODES = [
  "required",
  "chooseDay",
  "atLeastOne",
  "atMost",
  "timeToBeforeFrom",
  "minDuration",
  "duplicate",
  "overlap",
  "overlapAt",
  "capacity",
  "capacityInteger",
  "endBeforeStart",
  "server",
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** A form problem: an i18n code (`errors.<code>` in the availability namespace) and its values. */
export interface Problem {
  code: ProblemCode;
  values?: Record<string, string | number>;
}
export type Problems = Record<string, Problem>;

const CHOOSE_DAY = "Choose at least one day";
const problem = (code: ProblemCode, values?: Problem["values"]): Problem => (values ? { code, values } : { code });
const capacityProblem = () => problem("capacity", { min: CAPACITY_MIN, max: CAPACITY_MAX });

/** The problem code of a rule text the contract or the server uses; anything else is a raw server text. */
export function problemFromMessage(text: string): Problem {
  if (text === MESSAGES.required) return { code: "required" };
  if (text === CHOOSE_DAY) return { code: "chooseDay" };
  if (text === SLOT_MESSAGES.capacity) return capacityProblem();
  if (text === SLOT_MESSAGES.atMost) return problem("atMost", { max: MAX_SLOTS_PER_REQUEST });
  for (const [code, message] of Object.entries(SLOT_MESSAGES)) {
    if (message === text) return { code: code as ProblemCode };
  }
  return { code: "server", values: { text } };
}

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
  /** Before today in the school's zone: shown, but no longer bookable. */
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

/** Slots per date and live visits as calendar items, in the school's wall-clock time; `today` in that zone. */
export function calendarItems(
  data: Record<string, DaySlot[]>,
  visits: readonly CalendarVisit[] = [],
  today = "",
): CalendarItem[] {
  const items: CalendarItem[] = [];
  for (const [date, slots] of Object.entries(data)) {
    for (const slot of slots) {
      items.push({
        id: `slot-${slot.slot_id}-${date}`,
        start: wallClock(date, slot.time_from),
        end: wallClock(date, slot.time_to),
        kind: "slot",
        past: date < today,
        date,
        slot,
        fill: slotFill(slot),
      });
    }
  }
  for (const visit of visits) {
    items.push({
      id: `visit-${visit.id}`,
      start: wallClock(visit.event_date, visit.time_from),
      end: wallClock(visit.event_date, visit.time_to),
      kind: "visit",
      past: visit.event_date < today,
      visit,
    });
  }
  return items.sort((a, b) => a.start.localeCompare(b.start) || a.kind.localeCompare(b.kind));
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

// ---------------------------------------------------------------- forms

export type Capacity = number | string;

export interface SingleSlotValues {
  date: string | null;
  time_from: string;
  time_to: string;
  capacity: Capacity;
}

export interface SlotRowValues {
  days: number[];
  time_from: string;
  time_to: string;
  capacity: Capacity;
}

export interface BulkValues {
  start_date: string | null;
  end_date: string | null;
  rows: SlotRowValues[];
}

export const DEFAULT_CAPACITY = 1;
export const emptyRow = (): SlotRowValues => ({ days: [], time_from: "", time_to: "", capacity: DEFAULT_CAPACITY });

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const toNumber = (c: Capacity) => (typeof c === "number" ? c : c.trim() === "" ? Number.NaN : Number(c));

/** Problems of one slot's times and capacity, keyed by field under `prefix`. */
function slotFieldProblems(slot: SlotRowValues, prefix: string): Problems {
  const out: Problems = {};
  if (!HHMM.test(slot.time_from)) out[`${prefix}time_from`] = problem("required");
  if (!HHMM.test(slot.time_to)) out[`${prefix}time_to`] = problem("required");
  const capacity = toNumber(slot.capacity);
  if (Number.isNaN(capacity)) out[`${prefix}capacity`] = problem("required");
  const rules = slotProblems({
    days: slot.days,
    time_from: slot.time_from,
    time_to: slot.time_to,
    capacity: Number.isNaN(capacity) ? CAPACITY_MIN : capacity,
  });
  if (rules.time_to && HHMM.test(slot.time_from) && HHMM.test(slot.time_to))
    out[`${prefix}time_to`] = problemFromMessage(rules.time_to);
  if (rules.capacity && !Number.isNaN(capacity)) {
    out[`${prefix}capacity`] = problemFromMessage(rules.capacity);
  }
  return out;
}

export function validateSingle(values: SingleSlotValues): Problems {
  const out: Problems = {};
  if (!values.date) out.date = problem("required");
  return { ...out, ...slotFieldProblems({ ...values, days: [1] }, "") };
}

export function validateBulk(values: BulkValues): Problems {
  const out: Problems = {};
  if (!values.start_date) out.start_date = problem("required");
  if (!values.end_date) out.end_date = problem("required");
  if (values.start_date && values.end_date && values.end_date < values.start_date)
    out.end_date = problem("endBeforeStart");
  if (values.rows.length === 0) out.rows = problem("atLeastOne");
  if (values.rows.length > MAX_SLOTS_PER_REQUEST) out.rows = problem("atMost", { max: MAX_SLOTS_PER_REQUEST });
  values.rows.forEach((row, i) => {
    if (row.days.length === 0) out[`rows.${i}.days`] = problem("chooseDay");
    Object.assign(out, slotFieldProblems(row, `rows.${i}.`));
  });
  const complete = values.rows.every((r) => HHMM.test(r.time_from) && HHMM.test(r.time_to));
  if (complete) {
    for (const clash of slotClashes(values.rows.map(toSlotInput)))
      out[`rows.${clash.index}.time_from`] ??= problem(clash.kind === "duplicate" ? "duplicate" : "overlap");
  }
  return out;
}

function toSlotInput(row: SlotRowValues): SlotInput {
  return {
    days: [...new Set(row.days)].sort((a, b) => a - b),
    time_from: row.time_from,
    time_to: row.time_to,
    capacity: toNumber(row.capacity),
  };
}

type Availability = SetAvailabilityInput["availability"];

/** POST set_availability for one slot on one date: the date's weekday, start and end on that date. */
export function singlePayload(values: SingleSlotValues): { availability: Availability } {
  const date = values.date as string;
  return {
    availability: {
      availability_start_date: date,
      availability_end_date: date,
      is_bulk_upload: false,
      slots: [toSlotInput({ ...values, days: [isoWeekday(date)] })],
    },
  };
}

/** POST set_availability for the weekday table over a date range. */
export function bulkPayload(values: BulkValues): { availability: Availability } {
  return {
    availability: {
      availability_start_date: values.start_date as string,
      availability_end_date: values.end_date as string,
      is_bulk_upload: true,
      slots: values.rows.map(toSlotInput),
    },
  };
}

// ---------------------------------------------------------------- server answers on the forms

/** Spec 2 §5: on a 409 the first conflicting slot's time is surfaced on the form; with none, a bare overlap. */
export function singleConflict(conflicts: readonly ConflictSlot[]): Problems {
  const first = conflicts[0];
  if (!first) return { time_from: problem("overlap") };
  return { time_from: problem("overlapAt", { from: formatTime(first.time_from), to: formatTime(first.time_to) }) };
}

/** The existing slots each bulk row collides with (same weekday, overlapping times), by row index. */
export function conflictsByRow(rows: readonly SlotRowValues[], conflicts: readonly ConflictSlot[]) {
  const out = new Map<number, ConflictSlot[]>();
  rows.forEach((row, i) => {
    const hits = conflicts.filter((c) => row.days.includes(c.day) && rangesOverlap(row, c));
    if (hits.length) out.set(i, hits);
  });
  return out;
}

/** Bulk 409: every row that collides is marked with the first existing slot it meets. */
export function bulkConflict(rows: readonly SlotRowValues[], conflicts: readonly ConflictSlot[]): Problems {
  const out: Problems = {};
  for (const [i, hits] of conflictsByRow(rows, conflicts)) {
    const first = hits[0] as ConflictSlot;
    out[`rows.${i}.time_from`] = problem("overlapAt", {
      from: formatTime(first.time_from),
      to: formatTime(first.time_to),
    });
  }
  if (Object.keys(out).length === 0) out.rows = problem("overlap");
  return out;
}

/** Server 422 field names (`slots.0.time_to`, `availability_end_date`) as the form's paths. */
export function serverProblems(errors: Record<string, string>, mode: "single" | "bulk"): Problems {
  const out: Problems = {};
  for (const [field, text] of Object.entries(errors)) {
    const slotField = /^(?:availability\.)?slots\.(\d+)(?:\.(\w+))?$/.exec(field);
    let path: string;
    if (slotField) {
      const [, index, name] = slotField;
      const leaf = name === "days" || name === "time_to" || name === "capacity" ? name : "time_from";
      path = mode === "single" ? (leaf === "days" ? "date" : leaf) : `rows.${index}.${leaf}`;
    } else if (/availability_start_date$/.test(field)) path = mode === "single" ? "date" : "start_date";
    else if (/availability_end_date$/.test(field)) path = mode === "single" ? "date" : "end_date";
    else path = mode === "single" ? "time_from" : "rows";
    out[path] ??= problemFromMessage(text);
  }
  return out;
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
