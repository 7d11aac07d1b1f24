import { CommentResponseSchema } from "@quad/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** POST student_applications/{id}/comments — a comment for the institution's other reviewers. */
export function createApplicationComment(id: number, body: string) {
  return apiRequest({
    method: "POST",
    path: `student_applications/${id}/comments`,
    json: { body },
    schema: CommentResponseSchema,
  });
}

export function useCreateApplicationComment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => createApplicationComment(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKeys.comments(id) }),
  });
}
