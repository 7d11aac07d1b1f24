import { ChartSummarySchema, type DashboardFilter } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/chart_summary — the connection summary tab's figures. */
export function getChartSummary(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("chart_summary", body, ChartSummarySchema, signal);
}

export function useChartSummary(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("chart_summary", body),
    queryFn: ({ signal }) => getChartSummary(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
