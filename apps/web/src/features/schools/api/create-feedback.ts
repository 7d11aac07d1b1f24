import { FeedbackResponseSchema } from "@quad/contract/api/schools";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { schoolKeys } from "./keys";

/** POST events/{id}/create_feedback (multipart: rating 1-5, comment). 422s go onto the form. */
export function createFeedback(input: { eventId: number; rating: number; comment: string }) {
  const form = new FormData();
  form.set("rating", String(input.rating));
  if (input.comment.trim()) form.set("comment", input.comment.trim());
  return apiRequest({
    method: "POST",
    path: `events/${input.eventId}/create_feedback`,
    form,
    schema: FeedbackResponseSchema,
    handledStatuses: [422],
  });
}

export function useCreateFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["schools", "create-feedback"],
    mutationFn: createFeedback,
    // The prompt, the school's rating in the directory and on its page.
    onSuccess: () => client.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
