import { type DashboardFilter, DashboardSummarySchema } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/summary — the application funnel and connections per type. */
export function getDashboardSummary(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("summary", body, DashboardSummarySchema, signal);
}

export function useDashboardSummary(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("summary", body),
    queryFn: ({ signal }) => getDashboardSummary(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
