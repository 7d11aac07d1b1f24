import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "../../../lib/api-client";
import { notificationKeys } from "../../../lib/notification-keys";
import { visitsKeys } from "./list-events";

/**
 * POST events/{id}/seen — the caller opened the visit: its New/Updated mark clears and its notifications are
 * read. 204 without a body (the contract's EventSeenResponseSchema); silent: the screen already shows the visit.
 */
export async function markEventSeen(id: number): Promise<void> {
  await apiRequest({ method: "POST", path: `events/${id}/seen`, silent: true, handledStatuses: [404] });
}

/**
 * Says once per opened visit that it was seen (GET events/{id} only reads), then refreshes the visits
 * lists (the New/Updated marks) and the notifications (the bell). `loaded`: the visit is on screen.
 */
export function useMarkEventSeen(id: number, loaded: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!loaded || !Number.isInteger(id) || id <= 0) return;
    let cancelled = false;
    markEventSeen(id).then(
      () => {
        if (cancelled) return;
        void client.invalidateQueries({ queryKey: visitsKeys.lists });
        void client.invalidateQueries({ queryKey: notificationKeys.lists });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [client, id, loaded]);
}
