import { InstitutionSearchResponseSchema } from "@quad/contract/api/auth";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { RegistrableType } from "../model";

/** GET registrations/search — institutions matching a name, registered or not. */
export function searchInstitutions(instituteType: RegistrableType, searchText: string, signal?: AbortSignal) {
  return apiRequest({
    path: "registrations/search",
    query: { institute_type: instituteType, search_text: searchText },
    schema: InstitutionSearchResponseSchema,
    signal,
  });
}

export function institutionSearchQueryOptions(instituteType: RegistrableType, searchText: string) {
  return queryOptions({
    queryKey: ["registrations", "search", instituteType, searchText],
    queryFn: ({ signal }) => searchInstitutions(instituteType, searchText, signal),
    enabled: searchText.length >= 2,
    placeholderData: keepPreviousData,
    select: (data) => data.institutions,
  });
}

export function useInstitutionSearch(instituteType: RegistrableType, searchText: string) {
  return useQuery(institutionSearchQueryOptions(instituteType, searchText));
}
