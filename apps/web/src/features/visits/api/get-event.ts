import { EventDetailResponseSchema } from "@quad/contract/api/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client";
import { visitsKeys } from "./list-events";

/** GET events/{id} — the visit with its status history. A 404 is the screen's not-found state, not a toast. */
export function getEvent(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: `events/${id}`,
    schema: EventDetailResponseSchema,
    handledStatuses: [404],
    signal,
  });
}

export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: visitsKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** The visit on screen. Reading it changes nothing: the screen says it was seen with `useMarkEventSeen`. */
export function useEvent(id: number) {
  return useQuery({ ...eventQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
