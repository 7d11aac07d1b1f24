import { ChartSummarySchema, type DashboardFilter } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/added_list_chart_summary — the added-to-list tab's figures. */
export function getAddedListChartSummary(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("added_list_chart_summary", body, ChartSummarySchema, signal);
}

export function useAddedListChartSummary(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("added_list_chart_summary", body),
    queryFn: ({ signal }) => getAddedListChartSummary(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
