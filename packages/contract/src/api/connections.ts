/**
 * Connections (leads) of a University or ApplicationClient: spec 2 §7 calls, issue 11 §2.
 * Every path is under /api/v1/partners/.
 */
import { z } from "zod";
import {
  activityKindOfFilter,
  BULK_IDS_MAX,
  CONNECTION_SORTS,
  CONSENT_METHODS,
  FILTER_VALUES_MAX,
  NEXT_STEPS,
} from "../rules/connection-privacy.ts";
import {
  ACCESS_TIERS,
  ACTIVITY_KINDS,
  CONNECTION_SOURCES,
  CONNECTION_USER_TYPES,
  LIST_STATES,
  STAFF_ACTIVITY_KINDS,
} from "../rules/connections.ts";
import {
  DATE_TEXT_MAX_LENGTH,
  hasControlCharacter,
  isDecimalDigits,
  SEARCH_TEXT_MAX_LENGTH,
} from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idField, optionalText, pageNoField, requiredText } from "./common.ts";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

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
  user_type: z.preprocess(blankToUndefined, z.enum(CONNECTION_USER_TYPES).default("student")),
  /** recent: newest connection first; name: last then first name; last_activity: latest activity first. */
  sort: z.preprocess(blankToUndefined, z.enum(CONNECTION_SORTS).default("recent")),
});
export type ConnectionsQuery = z.infer<typeof ConnectionsQuerySchema>;

const NamedSchema = z.object({ id: z.number(), name: z.string() });

/** One row of the list. email and phone are null when hidden (a minor without a guardian's consent). */
export const ConnectionListItemSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  /** True when contact details are withheld (decision 043). */
  contact_hidden: z.boolean(),
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

/** GET connections answer: matched = rows of this tab under the filters; total = this tab without filters. */
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
 * Answer of every look-up (GET connections/country, engagement_type_filters, recommended_steps_filters,
 * lead_categories_filters, assigned_regions, citizenships, webinar_category, source_type, activity_type,
 * status, school_state, school_name, school_city, courses_interest, academic_interest, event_titles,
 * graduation_years): the values present in this institution's connections, most common first (names,
 * years and titles in their natural order where that reads better).
 */
export const FilterOptionsResponseSchema = z.object({ options: z.array(FilterOptionSchema) });
export type FilterOptionsResponse = z.infer<typeof FilterOptionsResponseSchema>;

/** A list-state change as kept (history of GET connections/{id}). */
export const StateChangeSchema = z.object({
  from_state: z.enum(LIST_STATES).nullable(),
  to_state: z.enum(LIST_STATES).nullable(),
  changed_by: NamedSchema.nullable(),
  changed_at: z.string(),
});

/** GET connections/{id} — the sections of the detail (spec 2 §3). */
export const ConnectionDetailSchema = z.object({
  id: z.number(),
  user_type: z.enum(CONNECTION_USER_TYPES),
  list_state: z.enum(LIST_STATES).nullable(),
  lead_category: NamedSchema.nullable(),
  next_step: z.enum(NEXT_STEPS).nullable(),
  access_tier: z.enum(ACCESS_TIERS),
  is_new: z.boolean(),
  is_updated: z.boolean(),
  profile: z.object({
    first_name: z.string(),
    last_name: z.string(),
    gender: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    country: NamedSchema.nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    citizenships: z.array(NamedSchema),
    graduation_year: z.number().nullable(),
    interest: z.string().nullable(),
    fit: z.string().nullable(),
    status: z.string().nullable(),
    /** Date added. */
    created_at: z.string(),
  }),
  academics: z.object({
    /** sat, act, toefl, ielts, duolingo, gpa, ib, a_level as known. */
    scores: z.record(z.string(), z.union([z.string(), z.number()])),
    academic_interests: z.array(z.string()),
    course_interests: z.array(z.string()),
  }),
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** A minor without a recorded guardian's consent: email and phone withheld (decision 043). */
    hidden: z.boolean(),
    is_minor: z.boolean(),
    guardian_consent_at: z.string().nullable(),
    /** The guardian who gave the consent (decision 043); null before it is recorded, and on records written before. */
    guardian_consent_given_by: z.string().nullable(),
    /** How the consent reached the institution. */
    guardian_consent_method: z.enum(CONSENT_METHODS).nullable(),
    /** The staff member who recorded it. */
    guardian_consent_recorded_by: NamedSchema.nullable(),
    /**
     * Records written before the three fields above: one English sentence (who, how, recorded by whom), shown as
     * it is when they are null. No longer written.
     */
    guardian_consent_by: z.string().nullable(),
  }),
  engagement: z.object({
    activities_count: z.number(),
    first_activity_at: z.string().nullable(),
    last_activity_at: z.string().nullable(),
    by_kind: z.array(z.object({ kind: z.enum(ACTIVITY_KINDS), count: z.number() })),
  }),
  school: z.object({
    id: z.number().nullable(),
    name: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  source: z.object({
    source: z.enum(CONNECTION_SOURCES),
    first_activity_at: z.string().nullable(),
    /** The webinar of the first activity, when it was one. */
    webinar: z.object({ id: z.number(), title: z.string() }).nullable(),
  }),
  /** List-state changes, newest first. */
  list_state_history: z.array(StateChangeSchema),
});
export type ConnectionDetail = z.infer<typeof ConnectionDetailSchema>;
export const ConnectionDetailResponseSchema = z.object({ connection: ConnectionDetailSchema });

/** GET connections/{id}/engagements — the engagement history, newest first, paged. */
export const EngagementsQuerySchema = z.object({ page_no: pageNoField() });
export const EngagementSchema = z.object({
  id: z.number(),
  kind: z.enum(ACTIVITY_KINDS),
  webinar: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** The school visit of a visit sign-up. */
  event_id: z.number().nullable(),
  duration_seconds: z.number().nullable(),
  note: z.string().nullable(),
  /** The team member who added it; null for what the person did. */
  created_by: NamedSchema.nullable(),
  occurred_at: z.string(),
});
export type Engagement = z.infer<typeof EngagementSchema>;
export const EngagementsResponseSchema = z.object({
  engagements: z.array(EngagementSchema),
  total_activities: z.number(),
  page_no: z.number(),
  per_page: z.number(),
});
export type EngagementsResponse = z.infer<typeof EngagementsResponseSchema>;

/** POST connections/{id}/activities — staff add a note, call, meeting or email. A note needs its text. */
export const CreateActivityInputSchema = z
  .object({
    kind: z.enum(STAFF_ACTIVITY_KINDS),
    note: optionalText(2000),
    /** When it happened (ISO 8601 with offset); now when left out; not in the future. */
    occurred_at: z.preprocess(
      blankToUndefined,
      z.iso.datetime({ offset: true, error: "is not a date and time" }).max(DATE_TEXT_MAX_LENGTH).optional(),
    ),
  })
  .refine((v) => v.kind !== "note" || Boolean(v.note), { path: ["note"], message: MESSAGES.required })
  .refine((v) => !v.occurred_at || Date.parse(v.occurred_at) <= Date.now() + 60_000, {
    path: ["occurred_at"],
    message: "must not be in the future",
  });
export type CreateActivityInput = z.infer<typeof CreateActivityInputSchema>;
export const EngagementResponseSchema = z.object({ engagement: EngagementSchema });

const changeFields = {
  /** null takes the connection off every list. */
  list_state: z.enum(LIST_STATES).nullable().optional(),
  lead_category_id: z.preprocess((v) => (v === "" ? null : v), idField().nullable().optional()),
  next_step: z.enum(NEXT_STEPS).nullable().optional(),
};
const someChange = (v: Record<string, unknown>) =>
  v.list_state !== undefined || v.lead_category_id !== undefined || v.next_step !== undefined;
const SOME_CHANGE = { message: "Choose a list state, lead category or next step", path: ["list_state"] };

/** PUT connections/{id} — list state (history kept), lead category, next step; what is left out stays. */
export const UpdateConnectionInputSchema = z.object(changeFields).refine(someChange, SOME_CHANGE);
export type UpdateConnectionInput = z.infer<typeof UpdateConnectionInputSchema>;

const idsField = z
  .array(idField())
  .min(1, "Choose at least one connection")
  .max(BULK_IDS_MAX, `at most ${BULK_IDS_MAX}`);
/** PUT connections/bulk_update — the same change on many; ids not of this institution are skipped. */
export const BulkUpdateConnectionsInputSchema = z
  .object({ ids: idsField, ...changeFields })
  .refine(someChange, SOME_CHANGE);
export type BulkUpdateConnectionsInput = z.infer<typeof BulkUpdateConnectionsInputSchema>;
/** How many connections a bulk call changed. */
export const UpdatedCountResponseSchema = z.object({ updated: z.number() });

/** PUT connections/update_listing_badge — the rows seen: their New and Updated badges clear. */
export const UpdateListingBadgeInputSchema = z.object({ ids: idsField });

/** GET connections/hidden_counts — connections not seen since they came or changed (decision 042). */
export const HiddenCountsQuerySchema = z.object({
  user_type: z.preprocess(blankToUndefined, z.enum(["all", ...CONNECTION_USER_TYPES]).default("all")),
});
export const HiddenCountsResponseSchema = z.object({ user_connection_count: z.number() });

/** PUT connections/{id}/guardian_consent — staff record a guardian's consent: who gave it and how (decision 043). */
export const GuardianConsentInputSchema = z.object({
  /** The guardian's name. */
  given_by: requiredText(200),
  method: z.enum(CONSENT_METHODS),
});
export type GuardianConsentInput = z.infer<typeof GuardianConsentInputSchema>;

/** PUT connections/{id}/disconnect — the person withdrew consent: the connection leaves every list and export. */
export const DisconnectInputSchema = z.object({ reason: optionalText(500) });
