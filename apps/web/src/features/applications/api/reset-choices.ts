import { ResetChoicesResponseSchema } from "@quad/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** POST student_applications/reset_choices — clears the UCAS choices of these applications (a success message). */
export function resetChoices(ids: number[]) {
  return apiRequest({
    method: "POST",
    path: "student_applications/reset_choices",
    json: { application_ids: ids },
    schema: ResetChoicesResponseSchema,
  });
}

export function useResetChoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetChoices,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKeys.all }),
  });
}
