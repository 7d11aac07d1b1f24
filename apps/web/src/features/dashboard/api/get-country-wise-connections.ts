import { CountryWiseConnectionsSchema, type DashboardFilter } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/country_wise_connections — connections by country of residence or citizenship. */
export function getCountryWiseConnections(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("country_wise_connections", body, CountryWiseConnectionsSchema, signal);
}

export function useCountryWiseConnections(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("country_wise_connections", body),
    queryFn: ({ signal }) => getCountryWiseConnections(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
