import {
  AddedListDimensionsSchema,
  AssignedRepSchema,
  ChartSummarySchema,
  ConnectionInsightsSchema,
  CountryWiseConnectionsSchema,
  CountryWiseVisitsSchema,
  CreateEventBookingInputSchema,
  DashboardEventsSchema,
  DashboardFilterSchema,
  DashboardSummarySchema,
  EventBookingResponseSchema,
  EventConnectionsSchema,
  ListingSchema,
  NewActivitiesSchema,
  NewConnectionsSchema,
  ProfileViewsSchema,
  RecommendedSchoolsSchema,
  SelectedRegionsSchema,
  TrendChartSchema,
  UpcomingBookingsSchema,
  UpdateSelectedRegionsInputSchema,
} from "@quad/contract/api/dashboard";
import type { ZodType } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { sendAnswer } from "../list-versions/list-versions.ts";
import { createDashboardService } from "./dashboard.service.ts";
import type { RollupCall } from "./dashboard-figures.service.ts";

const ROLLUP_ROUTES: Record<RollupCall, { summary: string; response: ZodType }> = {
  summary: {
    summary: "The application funnel (connected, added to a list, applying, offered), free and paid, by type",
    response: DashboardSummarySchema,
  },
  connection_insights: {
    summary: "Connections by how they engaged: visits, webinars, profile views, lists",
    response: ConnectionInsightsSchema,
  },
  listing: { summary: "Connections added to a list: short list, long list, applying", response: ListingSchema },
  university_profile_views: {
    summary: "Profile views, people who viewed the profile, and connections that came from a view",
    response: ProfileViewsSchema,
  },
  event_connections: {
    summary: "The institution's webinars with the most connections",
    response: EventConnectionsSchema,
  },
  chart_summary: { summary: "Summary of every live connection", response: ChartSummarySchema },
  added_list_chart_summary: { summary: "Summary of the connections added to a list", response: ChartSummarySchema },
  applicant_chart_summary: { summary: "Summary of the applicants (applying, applied)", response: ChartSummarySchema },
  trend_chart: {
    summary:
      "Connections made per month over 12 months (students, guardians, counsellors, all), monthly and cumulative",
    response: TrendChartSchema,
  },
  added_list_trend_chart: {
    summary: "Short list, long list and applying per month over 12 months, monthly and cumulative",
    response: TrendChartSchema,
  },
  applicant_trend_chart: {
    summary: "Applying and applied per month over 12 months, monthly and cumulative",
    response: TrendChartSchema,
  },
  added_list_dimentions: {
    summary: "Connections added to a list by state, type, graduation year and top countries (the spec's spelling)",
    response: AddedListDimensionsSchema,
  },
  country_wise_connections: {
    summary: "Connections by country of residence, or by citizenship (group_by), with names and ISO codes",
    response: CountryWiseConnectionsSchema,
  },
};

/** The university dashboard (spec 2 §7 Dashboard calls; issue 12). University and ApplicationClient only. */
export async function dashboardRoutes(app: ZodApp) {
  const service = createDashboardService(app.ctx);
  const tags = ["dashboard"];
  const preHandler = [app.requireAuth, app.requireInstituteType("University", "ApplicationClient")];

  for (const [call, doc] of Object.entries(ROLLUP_ROUTES) as [RollupCall, (typeof ROLLUP_ROUTES)[RollupCall]][]) {
    app.post(
      `/dashboards/${call}`,
      {
        config: { readOnly: true },
        preHandler,
        schema: { summary: doc.summary, tags, body: DashboardFilterSchema, response: { 200: doc.response } },
      },
      async (request, reply) =>
        sendAnswer(request, reply, await service.rollup(authOf(request).user, call, request.body)),
    );
  }

  app.post(
    "/dashboards/country_wise_visits",
    {
      config: { readOnly: true },
      preHandler,
      schema: {
        summary: "The university's school visits (not cancelled or declined) per school country",
        tags,
        body: DashboardFilterSchema,
        response: { 200: CountryWiseVisitsSchema },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await service.countryWiseVisits(authOf(request).user, request.body)),
  );
  app.post(
    "/dashboards/recommended_schools",
    {
      config: { readOnly: true },
      preHandler,
      schema: {
        summary:
          "Schools the institution's connections attend: not visited before (upcoming list) or visited before (previous_visited)",
        tags,
        body: DashboardFilterSchema,
        response: { 200: RecommendedSchoolsSchema },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await service.recommendedSchools(authOf(request).user, request.body)),
  );
  app.post(
    "/dashboards/new_connections",
    {
      config: { readOnly: true },
      preHandler,
      schema: {
        summary: "Connections made since the user's previous dashboard view (at most 30 days back), newest first",
        tags,
        body: DashboardFilterSchema,
        response: { 200: NewConnectionsSchema },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await service.newConnections(authOf(request).user, request.body)),
  );
  app.post(
    "/dashboards/new_activities",
    {
      config: { readOnly: true },
      preHandler,
      schema: {
        summary: "Activities since the user's previous dashboard view (at most 30 days back), newest first",
        tags,
        body: DashboardFilterSchema,
        response: { 200: NewActivitiesSchema },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await service.newActivities(authOf(request).user, request.body)),
  );
  app.get(
    "/dashboards/events",
    {
      preHandler,
      schema: {
        summary:
          "Week at a glance: upcoming visits, changed visits, upcoming sessions, provider events to join; records the user's dashboard view",
        tags,
        response: { 200: DashboardEventsSchema },
      },
    },
    async (request) => service.events(authOf(request).user),
  );

  app.get(
    "/selected_regions",
    {
      preHandler,
      schema: {
        summary: "The user's saved region filter (countries), else the default regions' countries",
        tags,
        response: { 200: SelectedRegionsSchema },
      },
    },
    async (request) => service.selectedRegions(authOf(request).user),
  );
  app.put(
    "/selected_regions",
    {
      preHandler,
      schema: {
        summary: "Save the user's region filter (countries)",
        errors: [422],
        tags,
        body: UpdateSelectedRegionsInputSchema,
        response: { 200: SelectedRegionsSchema },
      },
    },
    async (request) => service.saveSelectedRegions(authOf(request).user, request.body.country_ids),
  );

  app.get(
    "/event_bookings/assigned_rep",
    {
      preHandler,
      schema: {
        summary: "The institution's account representative and their free 30-minute slots (next 10 working days)",
        tags,
        response: { 200: AssignedRepSchema },
      },
    },
    async (request) => service.assignedRep(authOf(request).user),
  );
  app.post(
    "/event_bookings",
    {
      preHandler,
      schema: {
        summary: "Book a meeting with the account representative at one of their free slots; both are mailed",
        errors: [409, 422],
        tags,
        body: CreateEventBookingInputSchema,
        response: { 201: EventBookingResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.book(authOf(request).user, request.body)),
  );
  app.get(
    "/upcoming_calendly_events",
    {
      preHandler,
      schema: {
        summary: "The user's meetings with the account representative still to come",
        tags,
        response: { 200: UpcomingBookingsSchema },
      },
    },
    async (request) => service.upcomingBookings(authOf(request).user),
  );
}
