import { EventDetailResponseSchema } from "@quad/contract/api/events";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError, apiRequest } from "../../../lib/api-client";
import { notificationKeys } from "../../../lib/notification-keys";
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

/**
 * The visit on screen. Opening it is seeing it: the server clears its New/Updated mark and reads its
 * notifications, so the lists and the bell are refreshed once it arrives.
 */
export function useEvent(id: number) {
  const client = useQueryClient();
  const query = useQuery({ ...eventQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const seenAt = query.isSuccess ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (!seenAt) return;
    void client.invalidateQueries({ queryKey: visitsKeys.lists });
    void client.invalidateQueries({ queryKey: notificationKeys.lists });
  }, [client, seenAt]);
  return query;
}
