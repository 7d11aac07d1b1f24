import { type DashboardFilter, EventConnectionsSchema } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/event_connections — the webinars with the most connections. */
export function getEventConnections(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("event_connections", body, EventConnectionsSchema, signal);
}

export function useEventConnections(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("event_connections", body),
    queryFn: ({ signal }) => getEventConnections(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
