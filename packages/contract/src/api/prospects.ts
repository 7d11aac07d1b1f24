/**
 * Prospect and engage (issue 26 §3, decisions 110–112): students who chose to be discoverable in the guest area,
 * searched by a University (free: the total and the first page, without names; paid: names and every page),
 * connected within the month's limit, described in aggregate, and invited to the University's sessions.
 * Paths under /api/v1/partners/. A row never carries contact details.
 */
import { z } from "zod";
import { FILTER_VALUES_MAX } from "../rules/connection-privacy.ts";
import { CONNECTION_USER_TYPES } from "../rules/connections.ts";
import { isDecimalDigits } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idField, idListField, pageNoField } from "./common.ts";

/** Rows a page of the search holds. */
export const PROSPECTS_PAGE_SIZE = 25;
/** Past this many matches the search answers "more than" (decision 110): an exact count of a million is slow. */
export const PROSPECTS_TOTAL_CAP = 10_000;
/** Prospects one connect call takes. */
export const PROSPECT_CONNECT_MAX = 100;
export const PROSPECT_SORTS = ["recent", "graduation_year"] as const;
export const PROSPECT_CONNECTED_FILTERS = ["any", "not_connected", "connected"] as const;
export const PROSPECT_GENDERS = ["male", "female", "other"] as const;

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const toList = (v: unknown) => {
  if (v === undefined || v === null) return undefined;
  return (Array.isArray(v) ? v : [v]).filter((item) => item !== "" && item !== null && item !== undefined);
};
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(toList, z.array(item).max(FILTER_VALUES_MAX, `at most ${FILTER_VALUES_MAX}`).optional());
const filterText = z.string().trim().min(1, MESSAGES.required).max(200, "must be at most 200 characters");
const yearField = z.preprocess(
  (v) => (typeof v === "string" && isDecimalDigits(v) ? Number(v) : v),
  z.int({ error: MESSAGES.notInteger }).min(1900, MESSAGES.range(1900, 2100)).max(2100, MESSAGES.range(1900, 2100)),
);

/**
 * What the search, the audience insights and the invitations filter on: the connections' vocabulary where it fits
 * (AND across filters, OR within one; an absent or empty list filters nothing).
 */
export const ProspectFiltersSchema = z.object({
  user_type: z.preprocess(blank, z.enum(CONNECTION_USER_TYPES).optional()),
  country_ids: listOf(idField()),
  states: listOf(filterText),
  graduation_years: listOf(yearField),
  academic_interests: listOf(filterText),
  genders: listOf(z.enum(PROSPECT_GENDERS)),
  school_cities: listOf(filterText),
});
export type ProspectFilters = z.infer<typeof ProspectFiltersSchema>;

/** POST prospects/search. */
export const ProspectSearchInputSchema = ProspectFiltersSchema.extend({
  /** Whether the University is already connected to them. */
  connected: z.preprocess(blank, z.enum(PROSPECT_CONNECTED_FILTERS).default("any")),
  /** recent: newest discoverable first; graduation_year: soonest first. */
  sort: z.preprocess(blank, z.enum(PROSPECT_SORTS).default("recent")),
  page_no: pageNoField(),
});
export type ProspectSearchInput = z.infer<typeof ProspectSearchInputSchema>;

const NamedSchema = z.object({ id: z.number(), name: z.string() });

/** One discoverable person as a University sees them: never an email, a phone or an address. */
export const ProspectRowSchema = z.object({
  id: z.number(),
  /** First name and last initial ("Ada L."); null on the free tier. */
  name: z.string().nullable(),
  user_type: z.enum(CONNECTION_USER_TYPES),
  country: NamedSchema.nullable(),
  state: z.string().nullable(),
  graduation_year: z.number().nullable(),
  academic_interests: z.array(z.string()),
  school_city: z.string().nullable(),
  /** Already a connection of this University (from any source). */
  connected: z.boolean(),
});
export type ProspectRow = z.infer<typeof ProspectRowSchema>;

export const ProspectSearchResponseSchema = z.object({
  prospects: z.array(ProspectRowSchema),
  /** Matches, exact up to PROSPECTS_TOTAL_CAP; past it `total_is_exact` is false and total is the cap. */
  total: z.number(),
  total_is_exact: z.boolean(),
  page_no: z.number(),
  per_page: z.number(),
  has_more: z.boolean(),
  /** The caller's tier: free answers the first page without names. */
  tier: z.enum(["free", "paid"]),
});
export type ProspectSearchResponse = z.infer<typeof ProspectSearchResponseSchema>;

/** POST prospects/connect. */
export const ProspectConnectInputSchema = z.object({
  prospect_ids: idListField(PROSPECT_CONNECT_MAX).min(1, "Choose at least one prospect"),
});
export const ProspectUsageSchema = z.object({
  /** Prospects connected this calendar month (UTC). */
  used: z.number(),
  limit: z.number(),
  remaining: z.number(),
});
export const ProspectConnectResponseSchema = ProspectUsageSchema.extend({
  /** Made connections now (source "prospect"). */
  connected: z.array(z.number()),
  /** Already connected: left as they are, not counted. */
  skipped: z.array(z.number()),
  /** Not (or no longer) discoverable: refused, nothing made. */
  refused: z.array(z.number()),
});
export type ProspectConnectResponse = z.infer<typeof ProspectConnectResponseSchema>;
/** GET prospects/usage: the month's connects against the limit, for the connect screen's meter. */
export const ProspectUsageResponseSchema = ProspectUsageSchema.extend({ tier: z.enum(["free", "paid"]) });

/** GET prospects/insights: the filters (paid only). */
export const ProspectInsightsQuerySchema = ProspectFiltersSchema;
/**
 * One group of the audience: `count` is null when the group is below MIN_GROUP_SIZE (only "other" can be: smaller
 * groups are merged into it, then the smallest shown groups until it reaches the size). `connections` counts the
 * University's own connections in the group (its own data, shown whatever the size).
 */
export const AudienceGroupSchema = z.object({
  key: z.string(),
  /** The country's name for countries; null otherwise (the app words the key). */
  label: z.string().nullable(),
  count: z.number().nullable(),
  connections: z.number(),
});
export type AudienceGroup = z.infer<typeof AudienceGroupSchema>;
export const ProspectInsightsResponseSchema = z.object({
  /** Discoverable people matching; null below MIN_GROUP_SIZE. */
  total: z.number().nullable(),
  /** The University's connections matching the same filters. */
  connections_total: z.number(),
  countries: z.array(AudienceGroupSchema),
  graduation_years: z.array(AudienceGroupSchema),
  academic_interests: z.array(AudienceGroupSchema),
  user_types: z.array(AudienceGroupSchema),
  min_group_size: z.number(),
  tier: z.enum(["free", "paid"]),
});
export type ProspectInsightsResponse = z.infer<typeof ProspectInsightsResponseSchema>;

/**
 * GET prospects/summary (any University, ungated; decision 112): the figures the plan offer shows, rounded down to
 * tens so they describe the platform, never a person.
 */
export const ProspectSummaryResponseSchema = z.object({
  discoverable_students: z.number(),
  countries: z.number(),
  graduation_years: z.array(z.number()),
});
export type ProspectSummary = z.infer<typeof ProspectSummaryResponseSchema>;

/** GET prospects/engagement_events. */
const EngagementSessionSchema = z.object({
  id: z.number(),
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  /** Prospects already invited to it. */
  invited: z.number(),
});
export const ProspectEngagementEventsResponseSchema = z.object({
  /** The provider's upcoming events, with whether the University takes part. */
  provider_events: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      timezone: z.string(),
      is_participating: z.boolean(),
    }),
  ),
  /** The University's own upcoming published sessions, which it may invite prospects to (paid). */
  sessions: z.array(EngagementSessionSchema),
  tier: z.enum(["free", "paid"]),
});
export type ProspectEngagementEvents = z.infer<typeof ProspectEngagementEventsResponseSchema>;

/** POST prospects/invitations (paid). */
export const ProspectInvitationInputSchema = z.object({
  webinar_id: idField(),
  filters: ProspectFiltersSchema.default({}),
});
export type ProspectInvitationInput = z.infer<typeof ProspectInvitationInputSchema>;
export const ProspectInvitationResponseSchema = z.object({
  /** Newly invited: each is mailed once, in their language. */
  invited: z.number(),
  /** Matching but invited to this session before. */
  already_invited: z.number(),
});
/** Prospects one invitation call reaches at most. */
export const PROSPECT_INVITE_MAX = 5000;
