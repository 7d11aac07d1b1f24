import { CountriesResponseSchema } from "@quad/contract/api/reference";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

/** GET misc/countries */
export function getCountries(signal?: AbortSignal) {
  return apiRequest({ path: "misc/countries", schema: CountriesResponseSchema, signal });
}

export const countriesQueryOptions = queryOptions({
  queryKey: ["misc", "countries"],
  queryFn: ({ signal }) => getCountries(signal),
  staleTime: Number.POSITIVE_INFINITY,
  select: (data) => data.countries,
});

export function useCountries() {
  return useQuery(countriesQueryOptions);
}
