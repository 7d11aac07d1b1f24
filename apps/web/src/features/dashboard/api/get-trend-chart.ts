import { type DashboardFilter, TrendChartSchema } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/trend_chart — the connections trend, 12 months. */
export function getTrendChart(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("trend_chart", body, TrendChartSchema, signal);
}

export function useTrendChart(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("trend_chart", body),
    queryFn: ({ signal }) => getTrendChart(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
