import { OnboardingSeedDataSchema } from "@quad/contract/api/onboarding";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET users/{id}/seed_data — goals, regions and graduation years to choose from. */
export function getSeedData(id: number, signal?: AbortSignal) {
  return apiRequest({ path: `users/${id}/seed_data`, schema: OnboardingSeedDataSchema, signal });
}

export function seedDataQueryOptions(id: number, enabled = true) {
  return queryOptions({
    queryKey: ["users", id, "seed_data"],
    queryFn: ({ signal }) => getSeedData(id, signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useSeedData(id: number, enabled = true) {
  return useQuery(seedDataQueryOptions(id, enabled));
}
