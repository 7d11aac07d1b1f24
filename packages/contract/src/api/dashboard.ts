/**
 * The university dashboard: spec 2 §7 Dashboard calls, issue 12 §1. Paths under /api/v1/partners/.
 * University and ApplicationClient only; every figure counts the caller's institution alone.
 */
import { z } from "zod";
import { CONNECTION_USER_TYPES, LIST_STATES } from "../rules/connections.ts";
import type { DashboardCall } from "../rules/dashboard.ts";
import { DATE_TEXT_MAX_LENGTH, hasControlCharacter } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idListField, optionalText } from "./common.ts";

/** Every country id there is fits (about 250). */
const COUNTRY_IDS_MAX = 300;
const stateName = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .max(100, "must be at most 100 characters")
  .refine((v) => !hasControlCharacter(v), MESSAGES.controlCharacters);

/**
 * The body of every POST dashboards/… call. `country_ids`: the region filter's countries (connections
 * living there; absent or empty = every country). `citizenship_ids`: the country-wise overview in
 * citizenship mode. `states`: school states (recommended schools). `previous_visited`: recommended
 * schools already visited (past list) rather than not yet (upcoming list). `included_states`: the list
 * states counted (country-wise tabs: added, applicants, offered; absent = every connection).
 */
export const DashboardFilterSchema = z
  .object({
    country_ids: idListField(COUNTRY_IDS_MAX).optional(),
    citizenship_ids: idListField(COUNTRY_IDS_MAX).optional(),
    states: z.array(stateName).max(100, "at most 100").optional(),
    previous_visited: z.boolean({ error: "must be true or false" }).optional(),
    included_states: z.array(z.enum(LIST_STATES)).max(LIST_STATES.length).optional(),
    group_by: z.enum(["country", "citizenship"]).optional(),
  })
  .default({});
export type DashboardFilter = z.infer<typeof DashboardFilterSchema>;

const count = z.number().int().min(0);

/** POST dashboards/summary: the application funnel, and connections per type (week at a glance). */
export const DashboardSummarySchema = z.object({
  connected: count,
  added_to_list: count,
  applying: count,
  offered: count,
  free_connections_count: count,
  paid_connections_count: count,
  by_user_type: z.object(
    Object.fromEntries(CONNECTION_USER_TYPES.map((t) => [t, count])) as Record<
      (typeof CONNECTION_USER_TYPES)[number],
      typeof count
    >,
  ),
});

/** POST dashboards/connection_insights: connections by how they engaged (one may count in several). */
export const ConnectionInsightsSchema = z.object({
  total_count: count,
  visits_count: count,
  events_count: count,
  profile_count: count,
  list_count: count,
});

/** POST dashboards/listing. */
export const ListingSchema = z.object({
  total_count: count,
  applying_list: count,
  short_list: count,
  long_list: count,
});

/** POST dashboards/university_profile_views. */
export const ProfileViewsSchema = z.object({ uniq_views: count, total_views: count, total_connections: count });

/** POST dashboards/event_connections: the institution's webinars with the most connections. */
export const EventConnectionsSchema = z.object({
  events: z.array(z.object({ event_id: z.number(), event_name: z.string(), count })),
});

/** POST dashboards/country_wise_visits: the institution's school visits per school country. */
export const CountryWiseVisitsSchema = z.object({
  countries: z.array(z.object({ id: z.number(), name: z.string(), code: z.string(), count })),
});

/** POST dashboards/recommended_schools: schools the institution's connections attend. */
export const RecommendedSchoolSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country_name: z.string().nullable(),
  connections_count: count,
  added_to_list_count: count,
  applicants_count: count,
  last_visit_at: z.string().nullable(),
  next_visit_at: z.string().nullable(),
});
export const RecommendedSchoolsSchema = z.object({ schools: z.array(RecommendedSchoolSchema) });

/** POST dashboards/new_connections. */
export const NewConnectionsSchema = z.object({
  total_connections_count: count,
  paid_connections_count: count,
  free_connections_count: count,
  connection_plan: z.enum(["free", "paid"]),
  last_viewed: z.string().nullable(),
  connections: z.array(
    z.object({
      id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      user_type: z.enum(CONNECTION_USER_TYPES),
      country_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

/** POST dashboards/new_activities. */
export const NewActivitiesSchema = z.object({
  total_activities_count: count,
  paid_activities_count: count,
  free_activities_count: count,
  connection_plan: z.enum(["free", "paid"]),
  last_viewed: z.string().nullable(),
  activities: z.array(
    z.object({
      id: z.number(),
      connection_id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      kind: z.string(),
      event_title: z.string().nullable(),
      occurred_at: z.string(),
    }),
  ),
});

/** POST dashboards/chart_summary, added_list_chart_summary, applicant_chart_summary. */
export const ChartSummarySchema = z.object({
  connected_count: count,
  added_to_list_count: count,
  applying_count: count,
  submitted_count: count,
  direct_app_count: count,
  international_count: count,
  international_students_count: count,
  counsellors_count: count,
  guardian_count: count,
});

/** A trend series over the 12 months of `months`: totals per month and the running total. */
export const TrendSeriesSchema = z.object({
  key: z.string(),
  monthly: z.array(count),
  cumulative: z.array(count),
});
/** POST dashboards/trend_chart, added_list_trend_chart, applicant_trend_chart. */
export const TrendChartSchema = z.object({
  months: z.array(z.string()),
  series: z.array(TrendSeriesSchema),
});

const keyedCount = z.object({ key: z.string(), count });
/** POST dashboards/added_list_dimentions (the spec's spelling): added-to-list connections split. */
export const AddedListDimensionsSchema = z.object({
  total_count: count,
  by_state: z.array(keyedCount),
  by_user_type: z.array(keyedCount),
  by_graduation_year: z.array(keyedCount),
  by_country: z.array(z.object({ id: z.number(), name: z.string(), count })),
});

/** POST dashboards/country_wise_connections (by country of residence, or by citizenship). */
export const CountryWiseConnectionsSchema = z.object({
  group_by: z.enum(["country", "citizenship"]),
  total_count: count,
  countries: z.array(z.object({ id: z.number(), name: z.string(), code: z.string(), count })),
});

/** Every POST dashboards/<name> call and the schema of its answer (the web checks each answer with it). */
export const DASHBOARD_CALL_SCHEMAS = {
  summary: DashboardSummarySchema,
  connection_insights: ConnectionInsightsSchema,
  listing: ListingSchema,
  university_profile_views: ProfileViewsSchema,
  event_connections: EventConnectionsSchema,
  country_wise_visits: CountryWiseVisitsSchema,
  recommended_schools: RecommendedSchoolsSchema,
  new_connections: NewConnectionsSchema,
  new_activities: NewActivitiesSchema,
  chart_summary: ChartSummarySchema,
  added_list_chart_summary: ChartSummarySchema,
  applicant_chart_summary: ChartSummarySchema,
  trend_chart: TrendChartSchema,
  added_list_trend_chart: TrendChartSchema,
  /** The spec's spelling. */
  added_list_dimentions: AddedListDimensionsSchema,
  applicant_trend_chart: TrendChartSchema,
  country_wise_connections: CountryWiseConnectionsSchema,
} as const satisfies Record<DashboardCall, z.ZodType>;
export type DashboardAnswer<C extends DashboardCall> = z.infer<(typeof DASHBOARD_CALL_SCHEMAS)[C]>;

/** GET dashboards/events: week at a glance. */
export const GlanceVisitSchema = z.object({
  id: z.number(),
  school_name: z.string(),
  status: z.string(),
  event_date: z.string(),
  time_from: z.string(),
  time_to: z.string(),
  timezone: z.string(),
  updated_at: z.string(),
});
export const GlanceSessionSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  registrations_count: count,
  /** The institution takes part (hosts, or already joined as a participant). */
  participating: z.boolean(),
});
export const DashboardEventsSchema = z.object({
  upcoming_visits: z.array(GlanceVisitSchema),
  visit_changes: z.array(GlanceVisitSchema),
  upcoming_sessions: z.array(GlanceSessionSchema),
  /** Webinars open to other institutions that this one may join (Participate). */
  open_events: z.array(GlanceSessionSchema),
});

/** GET selected_regions (a user's saved filter, else spec 2 §9's default) and PUT (ours). */
export const SelectedRegionsSchema = z.object({
  country_ids: z.array(z.number()),
  is_default: z.boolean(),
});
export const UpdateSelectedRegionsInputSchema = z.object({ country_ids: idListField(COUNTRY_IDS_MAX) });

/** GET event_bookings/assigned_rep: the institution's account representative and free slots. */
export const AssignedRepSchema = z.object({
  assigned_rep: z
    .object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      title: z.string().nullable(),
      timezone: z.string(),
      available_slots: z.array(z.string()),
    })
    .nullable(),
});
/** POST event_bookings. */
export const CreateEventBookingInputSchema = z.object({
  start_at: z.iso.datetime({ offset: true, error: "must be a date and time" }).max(DATE_TEXT_MAX_LENGTH),
  comments: optionalText(1000),
});
export type CreateEventBookingInput = z.infer<typeof CreateEventBookingInputSchema>;
export const EventBookingSchema = z.object({
  id: z.number(),
  start_at: z.string(),
  end_at: z.string(),
  rep_name: z.string(),
  rep_email: z.string(),
  comments: z.string().nullable(),
});
export const EventBookingResponseSchema = z.object({ event_booking: EventBookingSchema, message: z.string() });
/** GET upcoming_calendly_events: the user's booked meetings still to come. */
export const UpcomingBookingsSchema = z.object({ upcoming_events: z.array(EventBookingSchema) });
