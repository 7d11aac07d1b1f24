import { ApplicationResultsResponseSchema } from "@quad/contract/api/applications";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** GET student_applications/{id}/application_results — the results the review may choose now. */
export function getApplicationResults(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: `student_applications/${id}/application_results`,
    schema: ApplicationResultsResponseSchema,
    signal,
  });
}

export function useApplicationResults(id: number, enabled: boolean) {
  return useQuery({
    queryKey: applicationsKeys.results(id),
    queryFn: ({ signal }) => getApplicationResults(id, signal),
    enabled,
  });
}
