import { ProgramsListResponseSchema } from "@quad/contract/api/programs";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { nextPageNo, type ProgramsFilters, programsPageBody } from "../model";
import { programsKeys } from "./keys";

/** POST programs/list — one page (20) of the institution's programs under the filters and sort. */
export function listPrograms(filters: ProgramsFilters, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    method: "POST",
    path: "programs/list",
    json: programsPageBody(filters, pageNo),
    schema: ProgramsListResponseSchema,
    signal,
  });
}

/** Changed filters are a new key (page 1 replaces the list); the same key fetches the next page and appends. */
export function programsListQueryOptions(filters: ProgramsFilters) {
  return infiniteQueryOptions({
    queryKey: programsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listPrograms(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPageNo(
        pages.reduce((n, p) => n + p.programs.length, 0),
        last.matched,
        last.page_no,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useProgramsList(filters: ProgramsFilters, enabled = true) {
  return useInfiniteQuery({ ...programsListQueryOptions(filters), enabled });
}
