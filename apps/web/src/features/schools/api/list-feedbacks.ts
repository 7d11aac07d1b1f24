import { FEEDBACKS_PAGE_SIZE, FeedbacksResponseSchema } from "@quad/contract/api/schools";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { schoolKeys } from "./keys";

/** GET schools/{id}/feedbacks?page_no&per_page=10 */
export function listFeedbacks(schoolId: number, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    path: `schools/${schoolId}/feedbacks`,
    query: { page_no: pageNo, per_page: FEEDBACKS_PAGE_SIZE },
    schema: FeedbacksResponseSchema,
    signal,
  });
}

export function useFeedbacks(schoolId: number, pageNo: number, enabled = true) {
  return useQuery({
    queryKey: schoolKeys.feedbacks(schoolId, pageNo),
    queryFn: ({ signal }) => listFeedbacks(schoolId, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
