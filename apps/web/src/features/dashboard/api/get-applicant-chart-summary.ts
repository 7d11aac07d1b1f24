import { ChartSummarySchema, type DashboardFilter } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/applicant_chart_summary — the applicants tab's figures. */
export function getApplicantChartSummary(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("applicant_chart_summary", body, ChartSummarySchema, signal);
}

export function useApplicantChartSummary(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("applicant_chart_summary", body),
    queryFn: ({ signal }) => getApplicantChartSummary(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
