import { ApplicationResponseSchema } from "@quad/contract/api/applications";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** GET student_applications/{id} — the detail. */
export function getApplication(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: `student_applications/${id}`,
    schema: ApplicationResponseSchema,
    // The screen shows its own "not found" state.
    handledStatuses: [404],
    signal,
  });
}

/** The application on screen. Reading it changes nothing: the screen says it was seen with `useMarkApplicationSeen`. */
export function useApplication(id: number) {
  return useQuery({
    queryKey: applicationsKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
