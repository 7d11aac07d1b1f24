import { AvailabilityResponseSchema } from "@quad/contract/api/availability";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { visitsKeys } from "./list-events";

export interface AvailabilityRange {
  schoolId: number;
  start: string;
  end: string;
  universityId: number;
}

/** GET schools/{id}/availability — the school's slots per date with room left, for one university. */
export function getSchoolAvailability(range: AvailabilityRange, signal?: AbortSignal) {
  return apiRequest({
    path: `schools/${range.schoolId}/availability`,
    query: { start_date: range.start, end_date: range.end, university_partner_id: range.universityId },
    schema: AvailabilityResponseSchema,
    signal,
  });
}

export function schoolAvailabilityQueryOptions(range: AvailabilityRange) {
  return queryOptions({
    queryKey: [...visitsKeys.slots, range],
    queryFn: ({ signal }) => getSchoolAvailability(range, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSchoolAvailability(range: AvailabilityRange, enabled: boolean) {
  return useQuery({ ...schoolAvailabilityQueryOptions(range), enabled });
}
