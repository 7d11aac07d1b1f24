import { CalendarSyncResponseSchema } from "@quad/contract/api/calendar-sync";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { calendarsQueryKey } from "./get-calendars";

/** POST institutes/{id}/google_sync — sync now (in the background). */
export function syncCalendar(partnerId: number) {
  return apiRequest({
    method: "POST",
    path: `institutes/${partnerId}/google_sync`,
    schema: CalendarSyncResponseSchema,
  });
}

export function useSyncCalendar(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["institutes", partnerId, "google_sync"],
    mutationFn: () => syncCalendar(partnerId),
    onSettled: () => client.invalidateQueries({ queryKey: calendarsQueryKey(partnerId) }),
  });
}
