import { type DashboardFilter, TrendChartSchema } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/added_list_trend_chart — the added-to-list trend, 12 months. */
export function getAddedListTrendChart(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("added_list_trend_chart", body, TrendChartSchema, signal);
}

export function useAddedListTrendChart(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("added_list_trend_chart", body),
    queryFn: ({ signal }) => getAddedListTrendChart(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
