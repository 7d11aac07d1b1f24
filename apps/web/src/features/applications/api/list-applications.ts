import { ApplicationsListResponseSchema } from "@quad/contract/api/applications-list";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { nextPageNo } from "../model/paging";
import type { ListPayload } from "../model/search";
import { applicationsKeys } from "./keys";

/** POST student_applications — one page of a tab under the search, filters and sort (spec 3 §5 payload). */
export function listApplications(payload: ListPayload, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    method: "POST",
    path: "student_applications",
    json: { ...payload, page_no: pageNo },
    schema: ApplicationsListResponseSchema,
    signal,
  });
}

/** Another payload is another key (page 1 replaces the list); the same key fetches the next page and appends. */
export function applicationsListQueryOptions(payload: ListPayload) {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.list(payload),
    queryFn: ({ pageParam, signal }) => listApplications(payload, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPageNo(
        pages.reduce((n, p) => n + p.applications.length, 0),
        last.matched,
        last.page_no,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useApplicationsList(payload: ListPayload) {
  return useInfiniteQuery(applicationsListQueryOptions(payload));
}
