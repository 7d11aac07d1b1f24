import {
  AddedListDimensionsSchema,
  ChartSummarySchema,
  ConnectionInsightsSchema,
  CountryWiseConnectionsSchema,
  CountryWiseVisitsSchema,
  type DashboardFilter,
  DashboardSummarySchema,
  EventConnectionsSchema,
  ListingSchema,
  NewActivitiesSchema,
  NewConnectionsSchema,
  ProfileViewsSchema,
  RecommendedSchoolsSchema,
  TrendChartSchema,
} from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ResponseSchema } from "../../../lib/api-client";
import { dashboardKeys, postDashboard } from "./keys";

/** Every POST dashboards/{name} figure call (spec 2 §7) and the contract's schema of its answer. */
export const DASHBOARD_FIGURES = {
  /** The application funnel and connections per type. */
  summary: DashboardSummarySchema,
  connection_insights: ConnectionInsightsSchema,
  listing: ListingSchema,
  university_profile_views: ProfileViewsSchema,
  event_connections: EventConnectionsSchema,
  chart_summary: ChartSummarySchema,
  added_list_chart_summary: ChartSummarySchema,
  applicant_chart_summary: ChartSummarySchema,
  trend_chart: TrendChartSchema,
  added_list_trend_chart: TrendChartSchema,
  applicant_trend_chart: TrendChartSchema,
  /** The spec's spelling. */
  added_list_dimentions: AddedListDimensionsSchema,
  country_wise_connections: CountryWiseConnectionsSchema,
  country_wise_visits: CountryWiseVisitsSchema,
  recommended_schools: RecommendedSchoolsSchema,
  new_connections: NewConnectionsSchema,
  new_activities: NewActivitiesSchema,
} as const;
export type DashboardFigure = keyof typeof DASHBOARD_FIGURES;
export type FigureOf<N extends DashboardFigure> = z.infer<(typeof DASHBOARD_FIGURES)[N]>;

/** POST dashboards/{name} with the filter body, its answer checked by the contract's schema. */
export function getDashboardFigure<N extends DashboardFigure>(name: N, body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard(name, body, DASHBOARD_FIGURES[name] as ResponseSchema<FigureOf<N>>, signal);
}

/** One dashboard figure; the previous answer stays on screen while a new filter loads. */
export function useDashboardFigure<N extends DashboardFigure>(name: N, body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure(name, body),
    queryFn: ({ signal }) => getDashboardFigure(name, body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
