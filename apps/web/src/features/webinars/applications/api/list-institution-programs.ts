import { GuestProgramsResponseSchema } from "@quad/contract/api/application-guest";
import { useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { useViewerKey } from "../../catalogue/api/keys";
import { guestApplicationKeys } from "./keys";

/** GET institutions/{id}/programs — a university's active programs with rounds, courses and required documents. */
export function listInstitutionPrograms(id: number, signal?: AbortSignal) {
  return guestRequest({
    path: `institutions/${id}/programs`,
    schema: GuestProgramsResponseSchema,
    // An institution without programs (or not a university) shows no programs section.
    handledStatuses: [404],
    signal,
  });
}

export function useInstitutionPrograms(id: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: guestApplicationKeys.programs(viewer, id),
    queryFn: ({ signal }) => listInstitutionPrograms(id, signal),
    retry: false,
  });
}
