import { SelectedRegionsSchema } from "@quad/contract/api/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { dashboardKeys } from "./keys";

/** GET selected_regions — the user's saved region and country choice, else spec 2 §9's default (is_default). */
export function getSelectedRegions(signal?: AbortSignal) {
  return apiRequest({ path: "selected_regions", schema: SelectedRegionsSchema, signal });
}

export const selectedRegionsQueryOptions = queryOptions({
  queryKey: dashboardKeys.selectedRegions,
  queryFn: ({ signal }) => getSelectedRegions(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSelectedRegions() {
  return useQuery(selectedRegionsQueryOptions);
}
