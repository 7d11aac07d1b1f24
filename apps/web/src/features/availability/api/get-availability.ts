import { type AvailabilityQuerySchema, AvailabilityResponseSchema } from "@quad/contract/api/availability";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

/** The days of GET schools/{id}/availability (the contract's query, the university apart). */
export type DateRange = Pick<z.input<typeof AvailabilityQuerySchema>, "start_date" | "end_date">;

export const availabilityKeys = {
  all: ["availability"] as const,
  range: (schoolId: number, range: DateRange) => ["availability", "range", schoolId, range] as const,
  unregistered: ["availability", "unregistered"] as const,
  settings: ["availability", "settings"] as const,
};

/** GET schools/{id}/availability — slots per date (with remaining capacity) and the school's live visits. */
export function getAvailability(schoolId: number, range: DateRange, signal?: AbortSignal) {
  return apiRequest({
    path: `schools/${schoolId}/availability`,
    query: { start_date: range.start_date, end_date: range.end_date },
    schema: AvailabilityResponseSchema,
    signal,
  });
}

export function availabilityQueryOptions(schoolId: number, range: DateRange | null) {
  return queryOptions({
    queryKey: availabilityKeys.range(schoolId, range ?? { start_date: "", end_date: "" }),
    queryFn: ({ signal }) => getAvailability(schoolId, range as DateRange, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAvailability(schoolId: number, range: DateRange | null) {
  return useQuery(availabilityQueryOptions(schoolId, range));
}
