import { ApplicationResponseSchema, type UpdateApplicationInputSchema } from "@quad/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** What a caller sends (the note may be left out). */
export type UpdateApplicationInput = z.input<typeof UpdateApplicationInputSchema>;

/**
 * PUT student_applications/{id} — status, result, deposit, choice or fee through the review's rules. A 409 (the
 * state does not allow it) and a 422 are shown by the screen next to the action, translated.
 */
export function updateApplication(id: number, input: UpdateApplicationInput) {
  return apiRequest({
    method: "PUT",
    path: `student_applications/${id}`,
    json: input,
    schema: ApplicationResponseSchema,
    handledStatuses: [409, 422],
  });
}

export function useUpdateApplication(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateApplicationInput) => updateApplication(id, input),
    onSuccess: async (data) => {
      client.setQueryData(applicationsKeys.detail(id), data);
      await client.invalidateQueries({ queryKey: applicationsKeys.all });
    },
  });
}
