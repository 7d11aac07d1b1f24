import { ConnectionsResponseSchema } from "@quad/contract/api/connections";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { HIDDEN_COUNTS_KEY, nextPageNo, queryString } from "../model";

export type ListQuery = Record<string, string | string[]>;

/** GET connections — one page of a tab under the filters, search and sort. */
export function listConnections(query: ListQuery, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    path: `connections${queryString({ ...query, page_no: pageNo })}`,
    schema: ConnectionsResponseSchema,
    signal,
  });
}

export const connectionsKeys = {
  all: ["connections"] as const,
  lists: ["connections", "list"] as const,
  list: (query: ListQuery) => ["connections", "list", query] as const,
  detail: (id: number) => ["connections", "detail", id] as const,
  engagements: (id: number) => ["connections", "engagements", id] as const,
  lookups: ["connections", "lookup"] as const,
  lookup: (name: string, userType: string, search: string) =>
    ["connections", "lookup", name, userType, search] as const,
  hiddenCounts: HIDDEN_COUNTS_KEY,
  leadCategories: ["connections", "lead-categories"] as const,
  downloadStatus: ["connections", "download-status"] as const,
  mappedColumns: ["connections", "mapped-columns"] as const,
};

/** Changed filters are a new key (page 1 replaces the list); the same key fetches the next page and appends. */
export function connectionsListQueryOptions(query: ListQuery) {
  return infiniteQueryOptions({
    queryKey: connectionsKeys.list(query),
    queryFn: ({ pageParam, signal }) => listConnections(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPageNo(
        pages.reduce((n, p) => n + p.connections.length, 0),
        last.matched,
        last.page_no,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useConnectionsList(query: ListQuery) {
  return useInfiniteQuery(connectionsListQueryOptions(query));
}
