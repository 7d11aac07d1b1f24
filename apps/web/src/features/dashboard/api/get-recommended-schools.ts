import { type DashboardFilter, RecommendedSchoolsSchema } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/recommended_schools — schools to visit (previous_visited: the past list). */
export function getRecommendedSchools(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("recommended_schools", body, RecommendedSchoolsSchema, signal);
}

export function useRecommendedSchools(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("recommended_schools", body),
    queryFn: ({ signal }) => getRecommendedSchools(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
