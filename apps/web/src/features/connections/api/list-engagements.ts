import { EngagementsResponseSchema } from "@quad/contract/api/connection-detail";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { nextPageNo } from "../model";
import { connectionsKeys } from "./list-connections";

/** GET connections/{id}/engagements — the engagement history, newest first, one page. */
export function listEngagements(id: number, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    path: `connections/${id}/engagements`,
    query: { page_no: pageNo },
    schema: EngagementsResponseSchema,
    handledStatuses: [404],
    signal,
  });
}

export function engagementsQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: connectionsKeys.engagements(id),
    queryFn: ({ pageParam, signal }) => listEngagements(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPageNo(
        pages.reduce((n, p) => n + p.engagements.length, 0),
        last.total_activities,
        last.page_no,
      ),
  });
}

export function useEngagements(id: number) {
  return useInfiniteQuery(engagementsQueryOptions(id));
}
