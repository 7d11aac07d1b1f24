import { ApplicationResponseSchema } from "@quad/contract/api/applications";
import type { UcasChoice } from "@quad/contract/rules/application";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** PUT student_applications/{id}/update_choice — the UCAS choice (firm, insurance, declined) or none. */
export function updateChoice(id: number, choice: UcasChoice | null) {
  return apiRequest({
    method: "PUT",
    path: `student_applications/${id}/update_choice`,
    json: { choice },
    schema: ApplicationResponseSchema,
    handledStatuses: [409, 422],
  });
}

export function useUpdateChoice(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: UcasChoice | null) => updateChoice(id, choice),
    onSuccess: async (data) => {
      client.setQueryData(applicationsKeys.detail(id), data);
      await client.invalidateQueries({ queryKey: applicationsKeys.all });
    },
  });
}
