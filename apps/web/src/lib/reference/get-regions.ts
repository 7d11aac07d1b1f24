import { RegionsResponseSchema } from "@quad/contract/api/reference";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

/** GET misc/regions (loaded with the other reference data on sign-in). */
export function getRegions(signal?: AbortSignal) {
  return apiRequest({ path: "misc/regions", schema: RegionsResponseSchema, silent: true, signal });
}

export const regionsQueryOptions = queryOptions({
  queryKey: ["misc", "regions"],
  queryFn: ({ signal }) => getRegions(signal),
  staleTime: Number.POSITIVE_INFINITY,
});
