import { CalendarsResponseSchema, type CalendarTokenInput } from "@quad/contract/api/calendar-sync";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { calendarsQueryKey } from "./get-calendars";

/** POST institutes/{id}/calendar_token — the calendar token call (field auth_token): Google's code or CalDAV. */
export function setCalendarToken(partnerId: number, input: CalendarTokenInput) {
  return apiRequest({
    method: "POST",
    path: `institutes/${partnerId}/calendar_token`,
    json: input,
    schema: CalendarsResponseSchema,
    handledStatuses: [422],
  });
}

export function useSetCalendarToken(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["institutes", partnerId, "calendar_token"],
    mutationFn: (input: CalendarTokenInput) => setCalendarToken(partnerId, input),
    onSuccess: (res) => client.setQueryData(calendarsQueryKey(partnerId), res),
  });
}
