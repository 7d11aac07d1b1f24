import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "../../../lib/api-client";
import { notificationKeys } from "../../../lib/notification-keys";
import { applicationsKeys } from "./keys";

/**
 * POST student_applications/{id}/seen — the caller opened the application: its New badge clears and their
 * notifications about it are read. 204 without a body; silent: the screen already shows the application.
 */
export async function markApplicationSeen(id: number): Promise<void> {
  await apiRequest({ method: "POST", path: `student_applications/${id}/seen`, silent: true, handledStatuses: [404] });
}

/**
 * Says once per opened application that it was seen (GET student_applications/{id} only reads), then refreshes
 * the lists (the New badge) and the notifications (the bell). `loaded`: the application is on screen.
 */
export function useMarkApplicationSeen(id: number, loaded: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!loaded || !Number.isInteger(id) || id <= 0) return;
    let cancelled = false;
    markApplicationSeen(id).then(
      () => {
        if (cancelled) return;
        void client.invalidateQueries({ queryKey: applicationsKeys.lists });
        void client.invalidateQueries({ queryKey: notificationKeys.lists });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [client, id, loaded]);
}
