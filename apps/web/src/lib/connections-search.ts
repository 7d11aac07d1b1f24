/**
 * The /connections address (issue 11 §2): its filters, tab, search, sort and open connection as URL search params,
 * read and written here for the connections screen and for every link into it (dashboard figures).
 */
import type { ConnectionLookup, ConnectionFilters as ListFilters } from "@quad/contract/api/connections";
import type { ConnectionsTab } from "@quad/contract/api/dashboard-links";
import {
  activityKindOfFilter,
  CONNECTION_SORTS,
  type ConnectionSort,
  NEXT_STEPS,
} from "@quad/contract/rules/connection-privacy";
import { ACCESS_TIERS, ACTIVITY_KINDS, CONNECTION_SOURCES, LIST_STATES } from "@quad/contract/rules/connections";

/* ---------------------------------------------------------------- filters */

/**
 * Every filter of the list (issue 11 §2 look-ups), in the order the filter bar shows them. `key` is the URL search
 * parameter (the four a dashboard link carries are spec 2 §1's names: graduation_year, event_title, country,
 * activity_type); `param` is the list call's query parameter; `lookup` is the look-up endpoint under connections/
 * that lists its options, one of the contract's CONNECTION_LOOKUPS (none: the list states are the contract's).
 */
export const CONNECTION_FILTERS = [
  { key: "country", param: "country_ids", lookup: "country" },
  { key: "graduation_year", param: "graduation_years", lookup: "graduation_years" },
  { key: "event_title", param: "event_titles", lookup: "event_titles" },
  { key: "activity_type", param: "activity_types", lookup: "activity_type" },
  { key: "list_state", param: "list_states", lookup: null },
  { key: "access_tier", param: "access_tiers", lookup: null },
  { key: "engagement_type", param: "engagement_types", lookup: "engagement_type_filters" },
  { key: "next_step", param: "next_steps", lookup: "recommended_steps_filters" },
  { key: "lead_category", param: "lead_category_ids", lookup: "lead_categories_filters" },
  { key: "assigned_region", param: "region_ids", lookup: "assigned_regions" },
  { key: "citizenship", param: "citizenship_ids", lookup: "citizenships" },
  { key: "webinar_category", param: "webinar_category_ids", lookup: "webinar_category" },
  { key: "source", param: "source_types", lookup: "source_type" },
  { key: "status", param: "statuses", lookup: "status" },
  { key: "school_name", param: "school_names", lookup: "school_name" },
  { key: "school_city", param: "school_cities", lookup: "school_city" },
  { key: "school_state", param: "school_states", lookup: "school_state" },
  { key: "academic_interest", param: "academic_interests", lookup: "academic_interest" },
  { key: "course_interest", param: "course_interests", lookup: "courses_interest" },
] as const satisfies readonly { key: string; param: keyof ListFilters; lookup: ConnectionLookup | null }[];
export type FilterKey = (typeof CONNECTION_FILTERS)[number]["key"];
export const FILTER_KEYS = CONNECTION_FILTERS.map((f) => f.key) as FilterKey[];

/** The filters a dashboard chart link may pre-set (spec 2 §1). */
export const DASHBOARD_FILTER_KEYS = ["graduation_year", "event_title", "country", "activity_type"] as const;

export type ConnectionFilters = Partial<Record<FilterKey, string[]>>;

export interface ConnectionsSearch {
  /** A user type's tab, or "all" (every user type: where a dashboard figure counting everyone opens). */
  tab: ConnectionsTab;
  q: string;
  sort: ConnectionSort;
  filters: ConnectionFilters;
  /** The connection open in the drawer (a linkable address: /connections?id=123). */
  id: number | null;
}

/** At most this many values per filter (a longer list in an address is cut). */
export const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;

/**
 * One filter's values from its URL parameter. One value is written plainly (a dashboard link:
 * `?event_title=Study in Canada, 2027`, commas and all); several are a JSON array of strings.
 */
export function decodeFilterValues(raw: unknown): string[] {
  if (typeof raw === "number") return [String(raw)];
  if (typeof raw !== "string") return [];
  const text = raw.trim();
  if (!text) return [];
  let values: string[] = [text];
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed))
        values = parsed.filter((v): v is string | number => typeof v === "string" || typeof v === "number").map(String);
    } catch {
      // Not an array: one value that happens to start with a bracket.
    }
  }
  const unique = [...new Set(values.map((v) => v.trim()).filter((v) => v && v.length <= MAX_VALUE_LENGTH))];
  return unique.slice(0, MAX_VALUES);
}

export function encodeFilterValues(values: readonly string[]): string | undefined {
  if (values.length === 0) return undefined;
  if (values.length === 1 && !values[0]?.startsWith("[")) return values[0];
  return JSON.stringify(values);
}

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2147483647;
const oneOf = (list: readonly string[]) => (v: string) => list.includes(v);

/**
 * What the list call accepts per filter: a value that could never match (a mistyped link) is dropped from the
 * address rather than sent to be refused.
 */
const VALID_VALUE: Partial<Record<FilterKey, (v: string) => boolean>> = {
  country: isId,
  lead_category: isId,
  assigned_region: isId,
  citizenship: isId,
  webinar_category: isId,
  graduation_year: (v) => /^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= 2100,
  list_state: oneOf(LIST_STATES),
  access_tier: oneOf(ACCESS_TIERS),
  engagement_type: oneOf(ACTIVITY_KINDS),
  next_step: oneOf(NEXT_STEPS),
  source: oneOf(CONNECTION_SOURCES),
  activity_type: (v) => activityKindOfFilter(v) !== undefined,
};

const TAB_ALIASES: Record<string, ConnectionsTab> = {
  all: "all",
  everyone: "all",
  student: "student",
  students: "student",
  guardian: "guardian",
  guardians: "guardian",
  parent: "guardian",
  counsellor: "counsellor",
  counsellors: "counsellor",
  counselor: "counsellor",
  counselors: "counsellor",
};

/** The page's state from the URL search params (plain strings; anything invalid falls back to the default). */
export function parseConnectionsSearch(raw: Record<string, unknown>): ConnectionsSearch {
  const tab = TAB_ALIASES[String(raw.tab ?? "").toLowerCase()] ?? "student";
  const q = typeof raw.q === "string" ? raw.q.trim().slice(0, 100) : "";
  const sort = CONNECTION_SORTS.find((s) => s === raw.sort) ?? "recent";
  const idText = typeof raw.id === "string" || typeof raw.id === "number" ? String(raw.id) : "";
  const id = /^[1-9]\d{0,9}$/.test(idText) && Number(idText) <= 2147483647 ? Number(idText) : null;
  const filters: ConnectionFilters = {};
  for (const key of FILTER_KEYS) {
    let values = decodeFilterValues(raw[key]);
    const valid = VALID_VALUE[key];
    if (valid) values = values.filter(valid);
    if (values.length) filters[key] = values;
  }
  return { tab, q, sort, filters, id };
}

/** The list call's query: the tab, the search, the sort and every filter under its API name (page_no apart). */
export function listQuery(search: ConnectionsSearch): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = { user_type: search.tab, sort: search.sort };
  if (search.q) out.search_text = search.q;
  for (const f of CONNECTION_FILTERS) {
    const values = search.filters[f.key];
    if (values?.length) out[f.param] = values;
  }
  return out;
}

/** Only what differs from the defaults goes into the URL. */
export function connectionsSearchParams(search: ConnectionsSearch): Record<string, string> {
  const out: Record<string, string> = {};
  if (search.tab !== "student") out.tab = search.tab;
  for (const key of FILTER_KEYS) {
    const encoded = encodeFilterValues(search.filters[key] ?? []);
    if (encoded !== undefined) out[key] = encoded;
  }
  if (search.q) out.q = search.q;
  if (search.sort !== "recent") out.sort = search.sort;
  if (search.id !== null) out.id = String(search.id);
  return out;
}
