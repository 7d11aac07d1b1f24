import { CalendarsResponseSchema } from "@quad/contract/api/calendar-sync";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { calendarsQueryKey } from "./get-calendars";

/** POST institutes/{id}/calendars — the calendars to sync into (at least one). */
export function setCalendars(partnerId: number, calendarIds: string[]) {
  return apiRequest({
    method: "POST",
    path: `institutes/${partnerId}/calendars`,
    json: { calendar_ids: calendarIds },
    schema: CalendarsResponseSchema,
    handledStatuses: [422],
  });
}

export function useSetCalendars(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["institutes", partnerId, "calendars", "choose"],
    mutationFn: (calendarIds: string[]) => setCalendars(partnerId, calendarIds),
    onSuccess: (res) => client.setQueryData(calendarsQueryKey(partnerId), res),
  });
}
