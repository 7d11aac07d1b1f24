import { CalendarsResponseSchema } from "@quad/contract/api/calendar-sync";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { calendarsQueryKey } from "./get-calendars";

/** DELETE institutes/{id}/calendar_token — disconnect. */
export function deleteCalendarToken(partnerId: number) {
  return apiRequest({
    method: "DELETE",
    path: `institutes/${partnerId}/calendar_token`,
    schema: CalendarsResponseSchema,
  });
}

export function useDeleteCalendarToken(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["institutes", partnerId, "calendar_token", "delete"],
    mutationFn: () => deleteCalendarToken(partnerId),
    onSuccess: (res) => client.setQueryData(calendarsQueryKey(partnerId), res),
  });
}
