import { type DashboardFilter, ListingSchema } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/listing — connections per list. */
export function getListing(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("listing", body, ListingSchema, signal);
}

export function useListing(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("listing", body),
    queryFn: ({ signal }) => getListing(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
