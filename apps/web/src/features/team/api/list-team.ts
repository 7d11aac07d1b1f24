import { CsvUrlResponseSchema, TeamListResponseSchema } from "@quad/contract/api/team";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { hasMorePages, nextTeamPage, type TeamFilters } from "../model";

/** POST /teams — one page of the team list. */
export function listTeam(filters: TeamFilters, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    method: "POST",
    path: "teams",
    json: { ...filters, page_no: pageNo },
    schema: TeamListResponseSchema,
    signal,
  });
}

/** POST /teams with download: true — the CSV of the filtered list. */
export function downloadTeam(filters: TeamFilters) {
  return apiRequest({
    method: "POST",
    path: "teams",
    json: { ...filters, download: true },
    schema: CsvUrlResponseSchema,
  });
}

export const teamKeys = {
  all: ["teams"] as const,
  list: (filters: TeamFilters) => ["teams", "list", filters] as const,
};

/** Changed filters are a new key (page 1, list cleared); the same filters fetch the next page and append. */
export function teamListQueryOptions(filters: TeamFilters) {
  return infiniteQueryOptions({
    queryKey: teamKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listTeam(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const members = pages.flatMap((p) => p.members);
      if (!hasMorePages(members.length, last.matched)) return undefined;
      return nextTeamPage({ filters, members, page_no: last.page_no }, filters).page_no;
    },
    placeholderData: keepPreviousData,
  });
}

export function useTeamList(filters: TeamFilters) {
  return useInfiniteQuery(teamListQueryOptions(filters));
}
