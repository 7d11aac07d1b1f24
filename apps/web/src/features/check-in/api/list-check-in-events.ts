import { MobileEventListResponseSchema } from "@quad/contract/api/check-in";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET events/mobile_event_list — today's, live and upcoming events to check students in to. */
export function listCheckInEvents(signal?: AbortSignal) {
  return apiRequest({ path: "events/mobile_event_list", schema: MobileEventListResponseSchema, signal });
}

export const checkInKeys = {
  all: ["check-in"] as const,
  events: ["check-in", "events"] as const,
  event: (id: number) => ["check-in", "event", id] as const,
  participants: (id: number, filters: object) => ["check-in", "event", id, "participants", filters] as const,
  schools: (id: number, search: string) => ["check-in", "schools", id, search] as const,
};

export function checkInEventsQueryOptions() {
  return queryOptions({
    queryKey: checkInKeys.events,
    queryFn: ({ signal }) => listCheckInEvents(signal),
    // Live and upcoming states change with the clock.
    refetchInterval: 60_000,
  });
}

export function useCheckInEvents() {
  return useQuery(checkInEventsQueryOptions());
}
