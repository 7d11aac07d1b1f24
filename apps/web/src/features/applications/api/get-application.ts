import { ApplicationResponseSchema } from "@quad/contract/api/applications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "../../../lib/api-client";
import { notificationKeys } from "../../../lib/notification-keys";
import { applicationsKeys } from "./keys";

/** GET student_applications/{id} — the detail. */
export function getApplication(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: `student_applications/${id}`,
    schema: ApplicationResponseSchema,
    // The screen shows its own "not found" state.
    handledStatuses: [404],
    signal,
  });
}

/**
 * The application on screen. Opening it is seeing it: the server clears its New badge and reads the user's
 * notifications about it, so the lists and the bell are refreshed once it arrives (as a visit's page does).
 */
export function useApplication(id: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: applicationsKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const seenAt = query.isSuccess ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (!seenAt) return;
    void client.invalidateQueries({ queryKey: applicationsKeys.lists });
    void client.invalidateQueries({ queryKey: notificationKeys.lists });
  }, [client, seenAt]);
  return query;
}
