import { PendingFeedbacksSchema } from "@quad/contract/api/schools";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { schoolKeys } from "./keys";

/** GET events/pending_feedbacks — past visits the university has not rated yet. */
export function getPendingFeedbacks(signal?: AbortSignal) {
  return apiRequest({ path: "events/pending_feedbacks", schema: PendingFeedbacksSchema, signal });
}

export function usePendingFeedbacks(enabled = true) {
  return useQuery({
    queryKey: schoolKeys.pendingFeedbacks,
    queryFn: ({ signal }) => getPendingFeedbacks(signal),
    enabled,
  });
}
