import { ApplicationActivitiesResponseSchema } from "@quad/contract/api/applications";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { nextPageNo } from "../model/paging";
import { applicationsKeys } from "./keys";

/** GET student_applications/{id}/activities — the history and the person's activities, newest first. */
export function listApplicationActivities(id: number, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    path: `student_applications/${id}/activities`,
    query: { page_no: pageNo },
    schema: ApplicationActivitiesResponseSchema,
    signal,
  });
}

export function useApplicationActivities(id: number) {
  return useInfiniteQuery({
    queryKey: applicationsKeys.activities(id),
    queryFn: ({ pageParam, signal }) => listApplicationActivities(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPageNo(
        pages.reduce((n, p) => n + p.activities.length, 0),
        last.total,
        last.page_no,
      ),
  });
}
