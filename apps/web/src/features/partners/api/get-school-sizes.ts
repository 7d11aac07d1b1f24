import { SchoolSizesResponseSchema } from "@quad/contract/api/reference";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET misc/school_sizes */
export function getSchoolSizes(signal?: AbortSignal) {
  return apiRequest({ path: "misc/school_sizes", schema: SchoolSizesResponseSchema, signal });
}

export const schoolSizesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ["misc", "school_sizes"],
    queryFn: ({ signal }) => getSchoolSizes(signal),
    staleTime: Number.POSITIVE_INFINITY,
    select: (data) => data.school_sizes,
    enabled,
  });

export function useSchoolSizes(enabled: boolean) {
  return useQuery(schoolSizesQueryOptions(enabled));
}
