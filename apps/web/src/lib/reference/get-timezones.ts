import { TimezonesResponseSchema } from "@quad/contract/api/reference";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

/** GET misc/timezones (loaded with the other reference data on sign-in). */
export function getTimezones(signal?: AbortSignal) {
  return apiRequest({ path: "misc/timezones", schema: TimezonesResponseSchema, silent: true, signal });
}

export const timezonesQueryOptions = queryOptions({
  queryKey: ["misc", "timezones"],
  queryFn: ({ signal }) => getTimezones(signal),
  staleTime: Number.POSITIVE_INFINITY,
});
