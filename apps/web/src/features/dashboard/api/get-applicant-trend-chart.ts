import { type DashboardFilter, TrendChartSchema } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/applicant_trend_chart — the insight trend (applying, longlisted, shortlisted), 12 months. */
export function getApplicantTrendChart(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("applicant_trend_chart", body, TrendChartSchema, signal);
}

export function useApplicantTrendChart(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("applicant_trend_chart", body),
    queryFn: ({ signal }) => getApplicantTrendChart(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
