import { SchoolsListResponseSchema } from "@quad/contract/api/schools";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { hasMorePages, nextSchoolsPage, type SchoolsFilters } from "../model";
import { schoolKeys } from "./keys";

/** POST universities/{id}/schools_list — one page of the directory. */
export function listSchools(universityId: number, filters: SchoolsFilters, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    method: "POST",
    path: `universities/${universityId}/schools_list`,
    json: { ...filters, page_no: pageNo },
    schema: SchoolsListResponseSchema,
    signal,
  });
}

/** Changed filters are a new key (page 1, list replaced); the same filters fetch the next page and append. */
export function schoolsListQueryOptions(universityId: number, filters: SchoolsFilters) {
  return infiniteQueryOptions({
    queryKey: schoolKeys.list(universityId, filters),
    queryFn: ({ pageParam, signal }) => listSchools(universityId, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.schools.length, 0);
      if (!hasMorePages(loaded, last.matched)) return undefined;
      return nextSchoolsPage({ filters, loaded, page_no: last.page_no }, filters).page_no;
    },
    placeholderData: keepPreviousData,
  });
}

export function useSchoolsList(universityId: number, filters: SchoolsFilters) {
  return useInfiniteQuery(schoolsListQueryOptions(universityId, filters));
}
