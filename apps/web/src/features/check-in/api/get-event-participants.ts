import { type MobileEventDetailQuery, MobileEventDetailResponseSchema } from "@quad/contract/api/check-in";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { hasMoreParticipants } from "../model";
import { checkInKeys } from "./list-check-in-events";

/** The list's filters: the contract's query, page apart (both always set by the screen). */
export type ParticipantFilters = Required<Pick<MobileEventDetailQuery, "status" | "search_text">>;

/** GET events/{id}/mobile_event_detail — the event with one page of its participants. */
export function getEventParticipants(id: number, filters: ParticipantFilters, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    path: `events/${id}/mobile_event_detail`,
    query: { page_no: pageNo, status: filters.status, search_text: filters.search_text.trim() },
    schema: MobileEventDetailResponseSchema,
    signal,
  });
}

/** Page 1 replaces, later pages append (spec 2 §4); changed filters start again at page 1. */
export function eventParticipantsQueryOptions(id: number, filters: ParticipantFilters) {
  return infiniteQueryOptions({
    queryKey: checkInKeys.participants(id, filters),
    queryFn: ({ pageParam, signal }) => getEventParticipants(id, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.participants.length, 0);
      return hasMoreParticipants(loaded, last.matched) ? last.page_no + 1 : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useEventParticipants(id: number, filters: ParticipantFilters) {
  return useInfiniteQuery(eventParticipantsQueryOptions(id, filters));
}
