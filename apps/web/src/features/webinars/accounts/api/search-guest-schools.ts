import { GuestSchoolsResponseSchema } from "@quad/contract/api/webinars";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";

/** Texts shorter than this are not searched. */
export const SCHOOL_SEARCH_MIN = 2;
/** The server answers at most this many schools (guests.repository.ts): a full page means "type more". */
export const SCHOOL_RESULTS_CAP = 20;

/** GET schools — directory schools whose name contains the text, optionally in one country. */
export function searchGuestSchools(searchText: string, countryId: number | null, signal?: AbortSignal) {
  return guestRequest({
    path: "schools",
    query: { search_text: searchText, country_id: countryId ?? undefined },
    schema: GuestSchoolsResponseSchema,
    signal,
  });
}

export function guestSchoolsQueryOptions(searchText: string, countryId: number | null) {
  return queryOptions({
    queryKey: ["webinars", "schools", searchText, countryId],
    queryFn: ({ signal }) => searchGuestSchools(searchText, countryId, signal),
    enabled: searchText.length >= SCHOOL_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    select: (data) => data.schools,
  });
}

export function useGuestSchools(searchText: string, countryId: number | null) {
  return useQuery(guestSchoolsQueryOptions(searchText, countryId));
}
