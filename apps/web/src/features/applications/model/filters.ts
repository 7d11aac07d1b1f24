/** The list's filters (spec 3 §5): which filters exist, their URL parameters and how an address's values are read. */
import { APPLICATION_RESULTS, APPLICATION_STATUSES, FEE_STATUSES } from "@quad/contract/rules/application";
import { ATTENTION_STATES } from "@quad/contract/rules/application-list";

/**
 * The list's multi-value filters (spec 3 §5), in the filter bar's order: `key` is the URL parameter, `param` the
 * list call's filter, `lookup` the look-up under student_applications/ (none: attention states are the contract's).
 */
export const APPLICATION_FILTERS = [
  { key: "status", param: "status", lookup: "statuses", ids: false },
  { key: "result", param: "result", lookup: "results", ids: false },
  { key: "program", param: "program_ids", lookup: "programs", ids: true },
  { key: "course", param: "course_ids", lookup: "courses", ids: true },
  { key: "country", param: "country_ids", lookup: "countries", ids: true },
  { key: "school", param: "school_ids", lookup: "schools", ids: true },
  { key: "fee_status", param: "fee_status", lookup: "fee_statuses", ids: false },
  { key: "attention", param: "application_status", lookup: null, ids: false },
  { key: "university", param: "university_ids", lookup: "universities", ids: true },
] as const;
export type FilterKey = (typeof APPLICATION_FILTERS)[number]["key"];
export const FILTER_KEYS = APPLICATION_FILTERS.map((f) => f.key) as FilterKey[];
export type Lookup = NonNullable<(typeof APPLICATION_FILTERS)[number]["lookup"]>;

/** The two date ranges (whole days): date applied and document upload date. */
export const DATE_RANGES = [
  { key: "applied", from: "start_date", to: "end_date" },
  { key: "uploaded", from: "document_uploaded_from", to: "document_uploaded_to" },
] as const;
export type RangeKey = (typeof DATE_RANGES)[number]["key"];
export type DayRange = { from: string; to: string };

/** Values a code filter may hold; anything else in an address is dropped. */
const CODES: Partial<Record<FilterKey, readonly string[]>> = {
  status: APPLICATION_STATUSES,
  result: APPLICATION_RESULTS,
  fee_status: FEE_STATUSES,
  attention: ATTENTION_STATES,
};
export const MAX_VALUES = 50;
const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2147483647;

export type ApplicationFilterValues = Partial<Record<FilterKey, string[]>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day that exists (2026-02-30 does not). */
const isDay = (v: string) => {
  if (!DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** One filter's values from its URL parameter: comma-separated ids or codes, valid ones only, no repeats. */
export function decodeValues(key: FilterKey, raw: unknown): string[] {
  if (typeof raw !== "string" && typeof raw !== "number") return [];
  const codes = CODES[key];
  const values = String(raw)
    .split(",")
    .map((v) => v.trim())
    .filter((v) => (codes ? codes.includes(v) : isId(v)));
  return [...new Set(values)].slice(0, MAX_VALUES);
}

/** A range from its URL parameter "YYYY-MM-DD..YYYY-MM-DD" (ends swapped when reversed), or undefined. */
export function decodeRange(raw: unknown): DayRange | undefined {
  if (typeof raw !== "string") return undefined;
  const [from, to] = raw.split("..");
  if (!from || !to || !isDay(from) || !isDay(to)) return undefined;
  return from <= to ? { from, to } : { from: to, to: from };
}
