import { SchoolDetailInfoResponseSchema } from "@quad/contract/api/schools";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { schoolKeys } from "./keys";

/** GET schools/{id}/detail_info. A 404 is the page's not-found state, not a toast. */
export function getSchoolDetail(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: `schools/${id}/detail_info`,
    schema: SchoolDetailInfoResponseSchema,
    handledStatuses: [404],
    signal,
  });
}

export function useSchoolDetail(id: number) {
  return useQuery(
    queryOptions({
      queryKey: schoolKeys.detail(id),
      queryFn: ({ signal }) => getSchoolDetail(id, signal),
      retry: false,
    }),
  );
}
