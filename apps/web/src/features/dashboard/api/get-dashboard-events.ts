import { DashboardEventsSchema } from "@quad/contract/api/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { dashboardKeys } from "./keys";

/** GET dashboards/events — week at a glance: visits, changes to visits, sessions and open events. */
export function getDashboardEvents(signal?: AbortSignal) {
  return apiRequest({ path: "dashboards/events", schema: DashboardEventsSchema, signal });
}

export const dashboardEventsQueryOptions = queryOptions({
  queryKey: dashboardKeys.events,
  queryFn: ({ signal }) => getDashboardEvents(signal),
});

export function useDashboardEvents() {
  return useQuery(dashboardEventsQueryOptions);
}
