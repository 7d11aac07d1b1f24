import type { ConflictSlot, SetAvailabilityInput } from "@quad/contract/api/availability";
import {
  CAPACITY_MIN,
  MAX_SLOTS_PER_REQUEST,
  rangesOverlap,
  type SlotInput,
  slotClashes,
  slotProblems,
} from "@quad/contract/rules/availability";
import { isoWeekday } from "@quad/contract/rules/formats";
import { formatTime } from "../../lib/dates";
import { type Problems, problem, problemFromMessage } from "./problems";

/**
 * The slot forms of the availability screen: values, validation, payloads, and how the server's
 * 409 conflicts and 422 field errors land on the forms.
 */

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

/**
 * A new slot's problems. With `today` (YYYY-MM-DD in the school's zone) a date before it is refused: the pickers
 * disable past days, this catches a date kept from before midnight. Editing a weekly slot passes no `today`.
 */
export function validateSingle(values: SingleSlotValues, today?: string): Problems {
  const out: Problems = {};
  if (!values.date) out.date = problem("required");
  else if (today && values.date < today) out.date = problem("pastDate");
  return { ...out, ...slotFieldProblems({ ...values, days: [1] }, "") };
}

export function validateBulk(values: BulkValues, today?: string): Problems {
  const out: Problems = {};
  if (!values.start_date) out.start_date = problem("required");
  else if (today && values.start_date < today) out.start_date = problem("pastDate");
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

// ---------------------------------------------------------------- what the editor starts with

/** Inclusive dates, YYYY-MM-DD. */
export interface DateSpan {
  start: string;
  end: string;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The dates "Add availability" opens with: the dates the calendar shows (its week, day or month), from today on.
 * A span wholly in the past, or none, gives the seven days from today. The single slot takes the first date.
 * A date picked on the calendar (from today on) starts both forms, the range running to the end of the span.
 */
export function editorDates(
  shown: DateSpan | null,
  today: string,
  picked?: string,
): { date: string; start_date: string; end_date: string } {
  if (picked && picked >= today) {
    const end = shown && shown.end >= picked ? shown.end : addDays(picked, 6);
    return { date: picked, start_date: picked, end_date: end };
  }
  if (!shown || shown.end < today) return { date: today, start_date: today, end_date: addDays(today, 6) };
  const start = shown.start < today ? today : shown.start;
  // A day view (phones) shows one date: a weekly pattern over one day would be no pattern, so it gets a week.
  const end = shown.start === shown.end ? addDays(start, 6) : shown.end;
  return { date: start, start_date: start, end_date: end };
}

/**
 * The month a date picker opens on: its own value, else the date it follows (the end picker follows the start
 * date), else its first allowed date, else today.
 */
export function pickerMonth(
  value: string | null,
  follows: string | null | undefined,
  minDate: string | undefined,
  today: string,
): string {
  return value ?? follows ?? (minDate && minDate > today ? minDate : today);
}

/**
 * The end date after the start date changed: a start moved past the end takes the end along, keeping the range's
 * length (as calendars do); otherwise the end stays as chosen.
 */
export function endAfterStartChange(
  oldStart: string | null,
  end: string | null,
  newStart: string | null,
): string | null {
  if (!newStart || !end || end >= newStart) return end;
  const days = oldStart && end >= oldStart ? (Date.parse(end) - Date.parse(oldStart)) / 86_400_000 : 6;
  return addDays(newStart, days);
}

/** The weekday table's row budget: one request holds at most MAX_SLOTS_PER_REQUEST rows (spec 2 §5). */
export function rowAllowance(
  count: number,
  max = MAX_SLOTS_PER_REQUEST,
): { count: number; max: number; left: number; full: boolean } {
  const left = Math.max(0, max - count);
  return { count, max, left, full: left === 0 };
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
