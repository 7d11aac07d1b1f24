import { type BulkApplicationsInput, BulkApplicationsResponseSchema } from "@quad/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** POST student_applications/bulk — start review, set a result or export; each record reported on its own. */
export function bulkApplications(input: BulkApplicationsInput) {
  return apiRequest({
    method: "POST",
    path: "student_applications/bulk",
    json: input,
    schema: BulkApplicationsResponseSchema,
  });
}

export function useBulkApplications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkApplications,
    onSuccess: (_data, input) =>
      input.action === "export" ? undefined : client.invalidateQueries({ queryKey: applicationsKeys.all }),
  });
}
