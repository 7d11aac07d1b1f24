import { UniversityProfileResponseSchema } from "@quad/contract/api/university-profiles";
import { useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { catalogueKeys, useViewerKey } from "./keys";

/**
 * GET institutions/{id} — a host institution's public profile and next sessions; a signed-in guest's visit
 * is recorded as a profile view of the university (a visitor's is not).
 */
export function getInstitution(id: number, signal?: AbortSignal) {
  return guestRequest({
    path: `institutions/${id}`,
    schema: UniversityProfileResponseSchema,
    // The screen shows its own "not found" state.
    handledStatuses: [404],
    signal,
  });
}

export function useInstitution(id: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogueKeys.institution(viewer, id),
    queryFn: ({ signal }) => getInstitution(id, signal),
    retry: false,
  });
}
