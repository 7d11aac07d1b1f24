import { AddedListDimensionsSchema, type DashboardFilter } from "@quad/contract/api/dashboard";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKeys, postDashboard } from "./keys";

/** POST dashboards/added_list_dimentions — added-to-list connections split (the spec's spelling of the path). */
export function getAddedListDimensions(body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard("added_list_dimentions", body, AddedListDimensionsSchema, signal);
}

export function useAddedListDimensions(body: DashboardFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.figure("added_list_dimentions", body),
    queryFn: ({ signal }) => getAddedListDimensions(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
