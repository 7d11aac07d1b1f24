import { StatesResponseSchema } from "@quad/contract/api/reference";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

/** GET misc/states?country_id= */
export function getStates(countryId: number, signal?: AbortSignal) {
  return apiRequest({ path: "misc/states", query: { country_id: countryId }, schema: StatesResponseSchema, signal });
}

export function statesQueryOptions(countryId: number | null) {
  return queryOptions({
    queryKey: ["misc", "states", countryId],
    queryFn: ({ signal }) => getStates(countryId ?? 0, signal),
    enabled: countryId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    select: (data) => data.states,
  });
}

export function useStates(countryId: number | null) {
  return useQuery(statesQueryOptions(countryId));
}
