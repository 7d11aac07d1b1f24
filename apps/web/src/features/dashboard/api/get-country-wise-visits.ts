import { CountryWiseVisitsSchema, type DashboardFilter } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/country_wise_visits — school visits per school country. */
export function getCountryWiseVisits(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("country_wise_visits", body, CountryWiseVisitsSchema, signal);
}

export function useCountryWiseVisits(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("country_wise_visits", body),
    queryFn: ({ signal }) => getCountryWiseVisits(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
