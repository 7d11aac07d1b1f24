import { CalendarsResponseSchema } from "@quad/contract/api/calendar-sync";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { calendarsQueryKey } from "./get-calendars";

/** GET institutes/{id}/fetch_calendars — the account's calendars listed again by the provider. */
export function fetchCalendars(partnerId: number) {
  return apiRequest({ path: `institutes/${partnerId}/fetch_calendars`, schema: CalendarsResponseSchema });
}

export function useFetchCalendars(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["institutes", partnerId, "fetch_calendars"],
    mutationFn: () => fetchCalendars(partnerId),
    onSuccess: (res) => client.setQueryData(calendarsQueryKey(partnerId), res),
    onError: () => client.invalidateQueries({ queryKey: calendarsQueryKey(partnerId) }),
  });
}
