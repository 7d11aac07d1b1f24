import { ConnectionInsightsSchema, type DashboardFilter } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/connection_insights — connections by how they engaged. */
export function getConnectionInsights(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("connection_insights", body, ConnectionInsightsSchema, signal);
}

export function useConnectionInsights(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("connection_insights", body),
    queryFn: ({ signal }) => getConnectionInsights(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
