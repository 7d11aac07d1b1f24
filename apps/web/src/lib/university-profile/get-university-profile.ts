import { UniversityProfileResponseSchema } from "@quad/contract/api/university-profiles";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../api-client";

export const universityProfileKeys = {
  partner: (id: number) => ["university-profile", "partner", id] as const,
};

/**
 * GET universities/{id}/profile — a university's public profile as a school sees it (opening it records a
 * profile view of the school's staff member). A 404 is the drawer's own state.
 */
export function getUniversityProfile(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: `universities/${id}/profile`,
    schema: UniversityProfileResponseSchema,
    handledStatuses: [404],
    signal,
  });
}

export function useUniversityProfile(id: number | null) {
  return useQuery({
    queryKey: universityProfileKeys.partner(id ?? 0),
    queryFn: ({ signal }) => getUniversityProfile(id ?? 0, signal),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
