import { AvailabilityResponseSchema } from "@quad/contract/api/availability";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { schoolKeys } from "./keys";

/** GET schools/{id}/availability?start_date&end_date&university_partner_id — open slots by date, school's zone. */
export function getSchoolAvailability(
  schoolId: number,
  range: { start: string; end: string; universityId: number },
  signal?: AbortSignal,
) {
  return apiRequest({
    path: `schools/${schoolId}/availability`,
    query: { start_date: range.start, end_date: range.end, university_partner_id: range.universityId },
    schema: AvailabilityResponseSchema,
    signal,
  });
}

export function useSchoolAvailability(
  schoolId: number,
  range: { start: string; end: string; universityId: number },
  enabled = true,
) {
  return useQuery({
    queryKey: schoolKeys.availability(schoolId, range.start, range.end),
    queryFn: ({ signal }) => getSchoolAvailability(schoolId, range, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
