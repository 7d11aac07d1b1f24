import { CalendarsResponseSchema } from "@quad/contract/api/calendar-sync";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET institutes/{id}/calendars — the connection, its calendars and the last sync. */
export function getCalendars(partnerId: number, signal?: AbortSignal) {
  return apiRequest({ path: `institutes/${partnerId}/calendars`, schema: CalendarsResponseSchema, signal });
}

export const calendarsQueryKey = (partnerId: number) => ["institutes", partnerId, "calendars"] as const;

export function calendarsQueryOptions(partnerId: number) {
  return queryOptions({
    queryKey: calendarsQueryKey(partnerId),
    queryFn: ({ signal }) => getCalendars(partnerId, signal),
    // While a sync waits or runs, look again every few seconds for its outcome.
    refetchInterval: (query) => (query.state.data?.syncing ? 3000 : false),
  });
}

export function useCalendars(partnerId: number) {
  return useQuery(calendarsQueryOptions(partnerId));
}
