import { FilterOptionsResponseSchema } from "@quad/contract/api/connections";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryString } from "../model";
import { connectionsKeys } from "./list-connections";

/**
 * GET connections/{look-up} (country, graduation_years, event_titles, ...): the values present in this
 * institution's connections with their counts. School names and cities are searched past the first page.
 */
export function getFilterOptions(lookup: string, userType: string, search: string, signal?: AbortSignal) {
  return apiRequest({
    path: `connections/${lookup}${queryString({ user_type: userType, search_text: search || undefined })}`,
    schema: FilterOptionsResponseSchema,
    signal,
  });
}

export function filterOptionsQueryOptions(lookup: string, userType: string, search = "") {
  return queryOptions({
    queryKey: connectionsKeys.lookup(lookup, userType, search),
    queryFn: ({ signal }) => getFilterOptions(lookup, userType, search, signal),
    staleTime: 5 * 60_000,
  });
}

/** Loaded when its select opens, or when a value of it is active (its badge needs the label). */
export function useFilterOptions(lookup: string | null, userType: string, enabled: boolean, search = "") {
  return useQuery({
    ...filterOptionsQueryOptions(lookup ?? "", userType, search),
    enabled: enabled && lookup !== null,
  });
}
