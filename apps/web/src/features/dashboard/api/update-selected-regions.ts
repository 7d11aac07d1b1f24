import { SelectedRegionsSchema } from "@quad/contract/api/dashboard";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { dashboardKeys } from "./keys";

/** PUT selected_regions {country_ids} — saves the applied filter for the next visit. */
export function updateSelectedRegions(countryIds: number[]) {
  return apiRequest({
    method: "PUT",
    path: "selected_regions",
    json: { country_ids: countryIds },
    schema: SelectedRegionsSchema,
  });
}

export function useUpdateSelectedRegions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSelectedRegions,
    onSuccess: (saved) => client.setQueryData(dashboardKeys.selectedRegions, saved),
  });
}
