/**
 * Pure rules of the direct-apply screens (spec 3 §2–§5, §9; issue 13 §2–§3): the list's address (tab, search,
 * filters, sort in the URL), the list call's payload, the table's sort mapping, the review step, the deposit
 * buttons, document previews and the server's refusals as translation keys.
 */
import {
  APPLICATION_RESULTS,
  APPLICATION_STATUSES,
  type ApplicationResult,
  type ApplicationStatus,
  FEE_STATUSES,
  OFFER_RESULTS,
  STATUS_LABELS,
} from "@quad/contract/rules/application";
import {
  APPLICATION_SORT_KEYS,
  type ApplicationSortKey,
  ATTENTION_STATES,
  DEFAULT_APPLICATION_SORT,
  type SortDirection,
} from "@quad/contract/rules/application-list";
import { STAFF_DOCUMENT_TYPES } from "@quad/contract/rules/document-types";
import { z } from "zod";

/* ---------------------------------------------------------------- filters */

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
const MAX_VALUES = 50;
const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2147483647;

export type ApplicationFilterValues = Partial<Record<FilterKey, string[]>>;

export interface ApplicationsSearch {
  tab: "upcoming" | "past";
  q: string;
  sort: ApplicationSortKey;
  dir: SortDirection;
  filters: ApplicationFilterValues;
  ranges: Partial<Record<RangeKey, DayRange>>;
}

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

const SearchSchema = z.object({
  tab: z.enum(["upcoming", "past"]).catch("upcoming"),
  q: z.string().trim().max(100).catch(""),
  sort: z.enum(APPLICATION_SORT_KEYS).catch(DEFAULT_APPLICATION_SORT.sort_by),
  dir: z.enum(["asc", "desc"]).catch(DEFAULT_APPLICATION_SORT.sort_direction),
});

/** The list's state from the URL search params (plain strings; anything invalid falls back to its default). */
export function parseApplicationsSearch(raw: Record<string, unknown>): ApplicationsSearch {
  const base = SearchSchema.parse({
    tab: raw.tab ?? undefined,
    q: raw.q ?? undefined,
    sort: raw.sort ?? undefined,
    dir: raw.dir ?? undefined,
  });
  const filters: ApplicationFilterValues = {};
  for (const key of FILTER_KEYS) {
    const values = decodeValues(key, raw[key]);
    if (values.length) filters[key] = values;
  }
  const ranges: ApplicationsSearch["ranges"] = {};
  for (const { key } of DATE_RANGES) {
    const range = decodeRange(raw[key]);
    if (range) ranges[key] = range;
  }
  return { ...base, filters, ranges };
}

/** Only what differs from the defaults goes into the URL. */
export function applicationsSearchParams(search: ApplicationsSearch): Record<string, string> {
  const out: Record<string, string> = {};
  if (search.tab !== "upcoming") out.tab = search.tab;
  if (search.q) out.q = search.q;
  if (search.sort !== DEFAULT_APPLICATION_SORT.sort_by || search.dir !== DEFAULT_APPLICATION_SORT.sort_direction) {
    out.sort = search.sort;
    out.dir = search.dir;
  }
  for (const key of FILTER_KEYS) {
    const values = search.filters[key];
    if (values?.length) out[key] = values.join(",");
  }
  for (const { key } of DATE_RANGES) {
    const range = search.ranges[key];
    if (range) out[key] = `${range.from}..${range.to}`;
  }
  return out;
}

/** The list call's body (spec 3 §5 payload), page_no apart. */
export function listPayload(search: ApplicationsSearch) {
  const filters: Record<string, string | string[] | number[]> = {};
  for (const f of APPLICATION_FILTERS) {
    const values = search.filters[f.key];
    if (values?.length) filters[f.param] = f.ids ? values.map(Number) : values;
  }
  for (const r of DATE_RANGES) {
    const range = search.ranges[r.key];
    if (range) {
      filters[r.from] = range.from;
      filters[r.to] = range.to;
    }
  }
  return {
    ...(search.q ? { search_text: search.q } : {}),
    filters,
    sort_params: { sort_by: search.sort, sort_direction: search.dir },
    tab: search.tab,
  };
}
export type ListPayload = ReturnType<typeof listPayload>;

export function activeFilterCount(search: Pick<ApplicationsSearch, "filters" | "ranges">): number {
  return FILTER_KEYS.reduce((n, key) => n + (search.filters[key]?.length ?? 0), 0) + Object.keys(search.ranges).length;
}

export function isFiltered(search: Pick<ApplicationsSearch, "filters" | "ranges" | "q">): boolean {
  return search.q !== "" || activeFilterCount(search) > 0;
}

export type FilterBadge = { kind: "value"; key: FilterKey; value: string } | { kind: "range"; key: RangeKey };

/** One removable badge per selected value and per date range, in the filter bar's order. */
export function activeFilterBadges(search: Pick<ApplicationsSearch, "filters" | "ranges">): FilterBadge[] {
  const values = FILTER_KEYS.flatMap((key) =>
    (search.filters[key] ?? []).map((value): FilterBadge => ({ kind: "value", key, value })),
  );
  const ranges = DATE_RANGES.filter((r) => search.ranges[r.key]).map(
    (r): FilterBadge => ({ kind: "range", key: r.key }),
  );
  return [...values, ...ranges];
}

export function setFilterValues(search: ApplicationsSearch, key: FilterKey, values: string[]): ApplicationsSearch {
  const filters = { ...search.filters };
  const unique = [...new Set(values)].slice(0, MAX_VALUES);
  if (unique.length) filters[key] = unique;
  else delete filters[key];
  return { ...search, filters };
}

export function setRange(search: ApplicationsSearch, key: RangeKey, range: DayRange | null): ApplicationsSearch {
  const ranges = { ...search.ranges };
  if (range) ranges[key] = range.from <= range.to ? range : { from: range.to, to: range.from };
  else delete ranges[key];
  return { ...search, ranges };
}

/** The search without one badge (its close button). */
export function removeBadge(search: ApplicationsSearch, badge: FilterBadge): ApplicationsSearch {
  if (badge.kind === "range") return setRange(search, badge.key, null);
  return setFilterValues(
    search,
    badge.key,
    (search.filters[badge.key] ?? []).filter((v) => v !== badge.value),
  );
}

/** Reset: no filter, no date range and no search; the tab and the sort stay. */
export function resetFilters(search: ApplicationsSearch): ApplicationsSearch {
  return { ...search, q: "", filters: {}, ranges: {} };
}

/* ---------------------------------------------------------------- sort */

/** The table's sortable columns and the sort key each one orders by (spec 3 §3 keys). */
export const COLUMN_SORT_KEYS = {
  student: "first_name",
  program: "program_name",
  submitted_at: "submitted_at",
  start_date: "start_date",
  status: "status",
  result: "result",
  choice: "choice",
  document_upload_date: "document_upload_date",
  fee: "fee_status",
  fee_waived: "fee_waived",
} as const satisfies Record<string, ApplicationSortKey>;
export type SortableColumn = keyof typeof COLUMN_SORT_KEYS;

/** The DataTable's sort status for the search's sort (a key without its own column sorts nothing visibly). */
export function sortStatusOf(search: Pick<ApplicationsSearch, "sort" | "dir">): {
  columnAccessor: string;
  direction: SortDirection;
} {
  const column = (Object.keys(COLUMN_SORT_KEYS) as SortableColumn[]).find((c) => COLUMN_SORT_KEYS[c] === search.sort);
  return { columnAccessor: column ?? search.sort, direction: search.dir };
}

/**
 * A click on a column header: its sort key; the same column flips its direction, another column starts
 * ascending (A→Z, oldest first).
 */
export function sortFromColumn(
  accessor: string,
  direction: SortDirection,
  current?: Pick<ApplicationsSearch, "sort">,
): { sort: ApplicationSortKey; dir: SortDirection } | null {
  const key = (COLUMN_SORT_KEYS as Record<string, ApplicationSortKey>)[accessor];
  if (!key) return null;
  return { sort: key, dir: current && current.sort !== key ? "asc" : direction };
}

/* ---------------------------------------------------------------- paging */

/** The next page to ask for, or undefined when every matched row is loaded. */
export function nextPageNo(loaded: number, matched: number, lastPage: number): number | undefined {
  return loaded < matched ? lastPage + 1 : undefined;
}

/** Rows of the pages in order, each id once (a row that moved between pages while paging is not shown twice). */
export function mergePages<T extends { id: number }>(pages: readonly T[][]): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages)
    for (const row of page) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
    }
  return out;
}

/* ---------------------------------------------------------------- badges and colours */

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  submitted: "blue",
  in_review: "warning",
  decided: "quad",
  completed: "teal",
  withdrawn: "gray",
};
export const RESULT_COLORS: Record<ApplicationResult, string> = {
  admitted: "teal",
  conditional_offer: "blue",
  waitlisted: "warning",
  rejected: "red",
};

export function fullName(s: { first_name: string; last_name: string }): string {
  return `${s.first_name} ${s.last_name}`.trim();
}

/* ---------------------------------------------------------------- the review */

export interface ReviewState {
  status: ApplicationStatus;
  result: ApplicationResult | null;
  is_deposit_paid: boolean | null;
  university_documents: { document_type: string; is_deleted: boolean }[];
}

/** Staff documents that complete the review's third step (not the UCAS report, which has its own card). */
export const REVIEW_DOCUMENT_TYPES = STAFF_DOCUMENT_TYPES.filter((t) => t !== "ucas_report");

export function hasSupportingDocument(app: Pick<ReviewState, "university_documents">): boolean {
  return app.university_documents.some(
    (d) => !d.is_deleted && (REVIEW_DOCUMENT_TYPES as readonly string[]).includes(d.document_type),
  );
}

/**
 * The review's current step (spec 3 §4: start review, choose result, upload supporting document; then deposit):
 * 0 start review (submitted), 1 choose result (in review), 2 upload a supporting document (decided without one),
 * 3 all done. A withdrawn application has no step (null).
 */
export function reviewStep(app: ReviewState): 0 | 1 | 2 | 3 | null {
  switch (app.status) {
    case "withdrawn":
      return null;
    case "submitted":
      return 0;
    case "in_review":
      return 1;
    default:
      return hasSupportingDocument(app) ? 3 : 2;
  }
}

export const isOffer = (result: ApplicationResult | null): boolean => result !== null && OFFER_RESULTS.includes(result);

/** Which deposit buttons hold (rules/application.ts setDeposit): only on an offer, once decided. */
export function depositActions(app: Pick<ReviewState, "status" | "result" | "is_deposit_paid">) {
  const open = isOffer(app.result) && (app.status === "decided" || app.status === "completed");
  return { paid: open && app.is_deposit_paid !== true, notPaid: open && app.is_deposit_paid !== false };
}

/** The deposit's state as a translation key stem. */
export function depositState(paid: boolean | null): "paid" | "notPaid" | "unknown" {
  return paid === null ? "unknown" : paid ? "paid" : "notPaid";
}

/* ---------------------------------------------------------------- documents */

export type PreviewKind = "pdf" | "image" | "none";

export function previewKind(contentType: string): PreviewKind {
  if (contentType === "application/pdf") return "pdf";
  if (contentType === "image/jpeg" || contentType === "image/png") return "image";
  return "none";
}

/** The current (not deleted) staff document of a type, newest first. */
export function currentDocument<T extends { document_type: string; is_deleted: boolean; created_at: string }>(
  documents: readonly T[],
  type: string,
): T | null {
  return (
    documents
      .filter((d) => d.document_type === type && !d.is_deleted)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0] ?? null
  );
}

/* ---------------------------------------------------------------- server refusals */

export interface TextRef {
  key: string;
  values?: Record<string, string>;
}

const STATUS_BY_TEXT = new Map(
  (Object.entries(STATUS_LABELS) as [ApplicationStatus, string][]).map(([code, label]) => [label.toLowerCase(), code]),
);

/** The refusals of rules/application.ts and the documents' service, with the status they name (if any). */
const REFUSALS: { re: RegExp; key: string; status?: boolean; vars?: string[] }[] = [
  { re: /^Only a submitted application can go into review; this one is (.+)$/, key: "onlySubmitted", status: true },
  { re: /^A result is chosen during review; this application is (.+)$/, key: "resultDuringReview", status: true },
  { re: /^The deposit is paid: the result can no longer change$/, key: "depositPaidResult" },
  { re: /^Only a decided application can be completed; this one is (.+)$/, key: "onlyDecided", status: true },
  { re: /^Only an application not yet decided can be withdrawn; this one is (.+)$/, key: "withdrawn", status: true },
  { re: /^A deposit is set only on an offer/, key: "depositOffer" },
  { re: /^A deposit is set once decided; this application is (.+)$/, key: "depositDecided", status: true },
  { re: /^A UCAS choice is made once decided; this application is (.+)$/, key: "choiceDecided", status: true },
  { re: /^Firm and insurance choices are made on an offer/, key: "choiceOffer" },
  { re: /^The application was withdrawn: its fee no longer changes$/, key: "feeWithdrawn" },
  { re: /^Choose a result to decide the application$/, key: "chooseResult" },
  { re: /^An application cannot go back to submitted; this one is (.+)$/, key: "backToSubmitted", status: true },
  { re: /^Document \d+ is the applicant's own/, key: "applicantDocument" },
  { re: /^Application (\d+) not found$/, key: "notFound", vars: ["id"] },
  { re: /^You have already applied to this program for this intake$/, key: "alreadyApplied" },
  { re: /^Applications for (.+) are not open today$/, key: "roundClosed", vars: ["round"] },
  { re: /^Only students apply to programs$/, key: "studentsOnly" },
];

/**
 * A server refusal (409 or 422 text) as a translation key under `refusals.` with its values (`status` is a status
 * code for the component to translate); null for a text the app does not know (shown as it came).
 */
export function refusalKey(message: string): (TextRef & { status?: ApplicationStatus }) | null {
  for (const r of REFUSALS) {
    const m = r.re.exec(message);
    if (!m) continue;
    if (r.status) {
      const status = STATUS_BY_TEXT.get(m[1] ?? "");
      return status ? { key: `refusals.${r.key}`, status } : null;
    }
    const values = Object.fromEntries((r.vars ?? []).map((v, i) => [v, m[i + 1] ?? ""]));
    return { key: `refusals.${r.key}`, ...(r.vars ? { values } : {}) };
  }
  return null;
}

/** The text of an API failure body: 409 `{ error }`, 422 `{ errors: { field: message } }` (first field). */
export function failureText(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as { error?: unknown; errors?: unknown };
  if (typeof b.error === "string" && b.error) return b.error;
  if (typeof b.errors === "object" && b.errors !== null) {
    for (const value of Object.values(b.errors as Record<string, unknown>)) {
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text === "string" && text) return text;
    }
  }
  return null;
}

/* ---------------------------------------------------------------- applicant's sections */

/** A section's fields in a stable order: known ones first in their order, then the rest alphabetically; blanks out. */
export function sectionEntries(
  section: Record<string, unknown>,
  order: readonly string[],
): { key: string; value: unknown }[] {
  const filled = Object.entries(section).filter(
    ([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0),
  );
  const rank = (k: string) => {
    const i = order.indexOf(k);
    return i === -1 ? order.length : i;
  };
  return filled.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)).map(([key, value]) => ({ key, value }));
}

/** A field key shown as words when the app has no label for it ("planned_start" -> "Planned start"). */
export function humanizeKey(key: string): string {
  const words = key.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/* ---------------------------------------------------------------- the activity */

export interface ActivityLabel {
  key: string;
  /** Translation keys of the values shown (a status, a result, a document type…). */
  from?: string;
  to?: string;
}

const DEPOSIT_KEY = (v: string | null) => (v === "paid" ? "deposit.paid" : "deposit.notPaid");

/**
 * A timeline entry's text: the application's own changes (who, from, to) and the person's activities with the
 * institution (registered for a webinar, attended, applied…).
 */
export function activityLabel(a: {
  source: "application" | "engagement";
  kind: string;
  from_value: string | null;
  to_value: string | null;
}): ActivityLabel {
  if (a.source === "engagement")
    return {
      key: (ENGAGEMENT_KINDS as readonly string[]).includes(a.kind)
        ? `activity.kinds.${a.kind}`
        : "activity.kinds.other",
    };
  const { from_value: from, to_value: to } = a;
  switch (a.kind) {
    case "submitted":
      return { key: "activity.submitted" };
    case "status":
      return from
        ? { key: "activity.status", from: `status.${from}`, to: `status.${to}` }
        : { key: "activity.statusSet", to: `status.${to}` };
    case "result":
      return from
        ? { key: "activity.resultChanged", from: `result.${from}`, to: `result.${to}` }
        : { key: "activity.resultSet", to: `result.${to}` };
    case "deposit":
      return { key: "activity.deposit", to: DEPOSIT_KEY(to) };
    case "choice":
      return to ? { key: "activity.choice", to: `choice.${to}` } : { key: "activity.choiceReset" };
    case "fee_status":
      return { key: "activity.fee", from: `fee.${from}`, to: `fee.${to}` };
    case "document_uploaded":
      return { key: "activity.documentUploaded", to: `documentTypes.${to}` };
    case "document_deleted":
      return { key: "activity.documentDeleted", to: `documentTypes.${from}` };
    default:
      return { key: "activity.changed" };
  }
}
const ENGAGEMENT_KINDS = [
  "registered",
  "waitlisted",
  "cancelled",
  "attended",
  "watched_video",
  "viewed_recording",
  "visit_signup",
  "profile_view",
  "applied",
  "note",
  "call",
  "meeting",
  "email",
] as const;
