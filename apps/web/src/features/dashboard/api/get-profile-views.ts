import { type DashboardFilter, ProfileViewsSchema } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/university_profile_views — views of the institution's profile. */
export function getProfileViews(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("university_profile_views", body, ProfileViewsSchema, signal);
}

export function useProfileViews(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("university_profile_views", body),
    queryFn: ({ signal }) => getProfileViews(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
