import { PublicAvailabilityResponseSchema } from "@quad/contract/api/availability";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { schoolKeys } from "./keys";

/**
 * GET /api/v1/partners/public/schools/{id}/availability — the share link's open slots, no sign-in needed. The
 * session token goes with it when there is one: a university rep's own visits then come flagged.
 */
export function getPublicAvailability(schoolId: number, range: { start: string; end: string }, signal?: AbortSignal) {
  return apiRequest({
    path: `public/schools/${schoolId}/availability`,
    query: { start_date: range.start, end_date: range.end },
    schema: PublicAvailabilityResponseSchema,
    handledStatuses: [404],
    signal,
  });
}

export function usePublicAvailability(
  schoolId: number,
  range: { start: string; end: string },
  viewerId: number,
  enabled = true,
) {
  return useQuery({
    queryKey: schoolKeys.publicAvailability(schoolId, range.start, range.end, viewerId),
    queryFn: ({ signal }) => getPublicAvailability(schoolId, range, signal),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}
