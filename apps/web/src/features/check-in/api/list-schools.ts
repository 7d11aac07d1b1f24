import { CheckInSchoolsResponseSchema } from "@quad/contract/api/check-in";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { checkInKeys } from "./list-check-in-events";

/** GET mobile/participants/schools_list — the participants' schools, then directory schools matching the text. */
export function listCheckInSchools(webinarId: number, searchText: string, signal?: AbortSignal) {
  return apiRequest({
    path: "mobile/participants/schools_list",
    query: { webinar_id: webinarId, search_text: searchText.trim() },
    schema: CheckInSchoolsResponseSchema,
    signal,
  });
}

export function checkInSchoolsQueryOptions(webinarId: number, searchText: string) {
  return queryOptions({
    queryKey: checkInKeys.schools(webinarId, searchText.trim()),
    queryFn: ({ signal }) => listCheckInSchools(webinarId, searchText, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCheckInSchools(webinarId: number, searchText: string) {
  return useQuery(checkInSchoolsQueryOptions(webinarId, searchText));
}
