import { type DashboardFilter, NewConnectionsSchema } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/new_connections — connections made since the last visit. */
export function getNewConnections(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("new_connections", body, NewConnectionsSchema, signal);
}

export function useNewConnections(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("new_connections", body),
    queryFn: ({ signal }) => getNewConnections(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
