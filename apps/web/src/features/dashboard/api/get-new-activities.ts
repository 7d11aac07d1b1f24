import { type DashboardFilter, NewActivitiesSchema } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/new_activities — activities since the last visit. */
export function getNewActivities(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("new_activities", body, NewActivitiesSchema, signal);
}

export function useNewActivities(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("new_activities", body),
    queryFn: ({ signal }) => getNewActivities(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
