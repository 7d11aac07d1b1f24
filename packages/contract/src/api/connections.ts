/**
 * Connections (leads) of a University or ApplicationClient: spec 2 §7 calls, issue 11 §2 — the list, its
 * filters and its look-ups. The detail is in connection-detail.ts, the changes in connection-changes.ts.
 * Every path is under /api/v1/partners/.
 */
import { z } from "zod";
import { activityKindOfFilter, CONNECTION_SORTS, FILTER_VALUES_MAX, NEXT_STEPS } from "../rules/connection-privacy.ts";
import {
  ACCESS_TIERS,
  ACTIVITY_KINDS,
  CONNECTION_SOURCES,
  CONNECTION_USER_TYPES,
  LIST_STATES,
} from "../rules/connections.ts";
import { hasControlCharacter, isDecimalDigits, SEARCH_TEXT_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idField, optionalText, pageNoField } from "./common.ts";

/** A blank query value (`key=`) counts as left out. */
export const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * Query strings may repeat a key (`country_ids=1&country_ids=2`) or use the bracket form
 * (`country_ids[]=1&country_ids[]=2`): this folds `key[]` into `key` (the server runs it before
 * validation). A JSON body (the export) simply sends arrays.
 */
export function foldArrayParams(query: unknown): unknown {
  if (!query || typeof query !== "object" || Array.isArray(query)) return query;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const bracket = key.endsWith("[]");
    const bare = bracket ? key.slice(0, -2) : key;
    const prior = out[bare];
    if (prior === undefined) out[bare] = bracket && !Array.isArray(value) ? [value] : value;
    else out[bare] = [...(Array.isArray(prior) ? prior : [prior]), ...(Array.isArray(value) ? value : [value])];
  }
  return out;
}

/** One value or many become a list; blank values are dropped (an emptied select sends `key=`). */
const toList = (v: unknown) => {
  if (v === undefined || v === null) return undefined;
  const list = Array.isArray(v) ? v : [v];
  return list.filter((item) => item !== "" && item !== null && item !== undefined);
};
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(toList, z.array(item).max(FILTER_VALUES_MAX, `at most ${FILTER_VALUES_MAX}`).optional());

const filterText = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .max(200, "must be at most 200 characters")
  .refine((v) => !hasControlCharacter(v), MESSAGES.controlCharacters);
const yearField = z.preprocess(
  (v) => (typeof v === "string" && isDecimalDigits(v) ? Number(v) : v),
  z.int({ error: MESSAGES.notInteger }).min(1900, MESSAGES.range(1900, 2100)).max(2100, MESSAGES.range(1900, 2100)),
);
/** An activity_type value: the spec's label ('Attended a session') or an activity kind ('attended'). */
const activityTypeField = filterText.refine((v) => activityKindOfFilter(v) !== undefined, "is not an activity type");

/**
 * The filters of the list, its look-ups' counts and the export (issue 11 §2): AND across filters,
 * OR within one. Every filter is a list; an absent or empty list filters nothing.
 */
export const ConnectionFiltersSchema = z.object({
  /** Name, email and school (trigram search on connections.search_text). */
  search_text: optionalText(SEARCH_TEXT_MAX_LENGTH),
  /** One tab (user type); absent means every type (the export of all tabs). */
  user_type: z.preprocess(blankToUndefined, z.enum(CONNECTION_USER_TYPES).optional()),
  /** Countries of residence (GET connections/country). */
  country_ids: listOf(idField()),
  /** Activity kinds the person has with this institution (GET connections/engagement_type_filters). */
  engagement_types: listOf(z.enum(ACTIVITY_KINDS)),
  /** Next steps (GET connections/recommended_steps_filters). */
  next_steps: listOf(z.enum(NEXT_STEPS)),
  /** Lead categories (GET connections/lead_categories_filters). */
  lead_category_ids: listOf(idField()),
  /** Regions: a connection whose country lies in one of them (GET connections/assigned_regions). */
  region_ids: listOf(idField()),
  /** Citizenships (GET connections/citizenships). */
  citizenship_ids: listOf(idField()),
  /** Webinar categories of sessions the person took part in (GET connections/webinar_category). */
  webinar_category_ids: listOf(idField()),
  /** How the connection first came (GET connections/source_type). */
  source_types: listOf(z.enum(CONNECTION_SOURCES)),
  /** The spec's activity labels ('Signed up for visit') or activity kinds (GET connections/activity_type). */
  activity_types: listOf(activityTypeField),
  /** Profile status (GET connections/status). */
  statuses: listOf(filterText),
  school_states: listOf(filterText),
  school_names: listOf(filterText),
  school_cities: listOf(filterText),
  course_interests: listOf(filterText),
  academic_interests: listOf(filterText),
  /** Titles of webinars the person took part in (GET connections/event_titles; dashboard links). */
  event_titles: listOf(filterText),
  graduation_years: listOf(yearField),
  list_states: listOf(z.enum(LIST_STATES)),
  /** Access tiers (the dashboard's paid and free figures open the list with one). */
  access_tiers: listOf(z.enum(ACCESS_TIERS)),
});
export type ConnectionFilters = z.infer<typeof ConnectionFiltersSchema>;

/** GET connections — one tab, paged (page 1 replaces, later pages append), sorted, filtered. */
export const ConnectionsQuerySchema = ConnectionFiltersSchema.extend({
  page_no: pageNoField(),
  /** One tab, or "all": every user type (the list a dashboard figure counting everyone opens, issue 24 §3). */
  user_type: z.preprocess(blankToUndefined, z.enum([...CONNECTION_USER_TYPES, "all"]).default("student")),
  /** recent: newest connection first; name: last then first name; last_activity: latest activity first. */
  sort: z.preprocess(blankToUndefined, z.enum(CONNECTION_SORTS).default("recent")),
});
export type ConnectionsQuery = z.infer<typeof ConnectionsQuerySchema>;

/** A named record as shown with a connection (country, lead category, team member). */
export const NamedSchema = z.object({ id: z.number(), name: z.string() });

/**
 * One row of the list. email is null when hidden (a minor without a guardian's consent) or locked (a connection
 * not on the paid tier, decision 104).
 */
export const ConnectionListItemSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  /** True when contact details are withheld (decision 043). */
  contact_hidden: z.boolean(),
  /** True when contact details are withheld because the connection is not on the paid tier (decision 104). */
  contact_locked: z.boolean(),
  user_type: z.enum(CONNECTION_USER_TYPES),
  country: NamedSchema.nullable(),
  graduation_year: z.number().nullable(),
  school_name: z.string().nullable(),
  list_state: z.enum(LIST_STATES).nullable(),
  lead_category: NamedSchema.nullable(),
  next_step: z.enum(NEXT_STEPS).nullable(),
  source: z.enum(CONNECTION_SOURCES),
  status: z.string().nullable(),
  access_tier: z.enum(ACCESS_TIERS),
  activities_count: z.number(),
  last_activity_at: z.string().nullable(),
  created_at: z.string(),
  /** Never seen by the institution (New badge). */
  is_new: z.boolean(),
  /** Changed since last seen (Updated badge). */
  is_updated: z.boolean(),
});
export type ConnectionListItem = z.infer<typeof ConnectionListItemSchema>;

/**
 * GET connections answer: matched = rows of this tab (every tab for "all") under the filters; total = the same
 * without filters.
 */
export const ConnectionsResponseSchema = z.object({
  connections: z.array(ConnectionListItemSchema),
  matched: z.number(),
  total: z.number(),
  page_no: z.number(),
  per_page: z.number(),
  /** Rows per tab under the same filters and search. */
  counts: z.object({ student: z.number(), guardian: z.number(), counsellor: z.number() }),
});
export type ConnectionsResponse = z.infer<typeof ConnectionsResponseSchema>;

/** Query of every look-up: the counts may follow a tab; school_name and school_city take a search. */
export const FilterOptionsQuerySchema = z.object({
  user_type: z.preprocess(blankToUndefined, z.enum(CONNECTION_USER_TYPES).optional()),
  search_text: optionalText(SEARCH_TEXT_MAX_LENGTH),
});
export type FilterOptionsQuery = z.infer<typeof FilterOptionsQuerySchema>;

/**
 * One option of a look-up: `value` goes into the filter (an id, a year, a kind, a label or the text
 * itself), `label` is shown (web translates kinds, steps and sources), `count` = connections having it.
 */
export const FilterOptionSchema = z.object({
  value: z.union([z.number(), z.string()]),
  label: z.string(),
  count: z.number(),
});
export type FilterOption = z.infer<typeof FilterOptionSchema>;
/**
 * The look-ups of GET connections/<name> (spec 2 §7), each listing the options of a filter of
 * ConnectionFiltersSchema: the one list the server's routes, the web filter bar and the bench read.
 */
export const CONNECTION_LOOKUPS = [
  "country",
  "engagement_type_filters",
  "recommended_steps_filters",
  "lead_categories_filters",
  "assigned_regions",
  "citizenships",
  "webinar_category",
  "source_type",
  "activity_type",
  "status",
  "school_state",
  "school_name",
  "school_city",
  "courses_interest",
  "academic_interest",
  "event_titles",
  "graduation_years",
] as const;
export type ConnectionLookup = (typeof CONNECTION_LOOKUPS)[number];

/**
 * Answer of every look-up (GET connections/country, engagement_type_filters, recommended_steps_filters,
 * lead_categories_filters, assigned_regions, citizenships, webinar_category, source_type, activity_type,
 * status, school_state, school_name, school_city, courses_interest, academic_interest, event_titles,
 * graduation_years): the values present in this institution's connections, most common first (names,
 * years and titles in their natural order where that reads better).
 */
export const FilterOptionsResponseSchema = z.object({ options: z.array(FilterOptionSchema) });
export type FilterOptionsResponse = z.infer<typeof FilterOptionsResponseSchema>;
