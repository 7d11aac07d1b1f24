import { CommentsResponseSchema } from "@quad/contract/api/applications";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** GET student_applications/{id}/comments — the reviewers' comments, oldest first. */
export function listApplicationComments(id: number, signal?: AbortSignal) {
  return apiRequest({ path: `student_applications/${id}/comments`, schema: CommentsResponseSchema, signal });
}

export function useApplicationComments(id: number) {
  return useQuery({
    queryKey: applicationsKeys.comments(id),
    queryFn: ({ signal }) => listApplicationComments(id, signal),
  });
}
