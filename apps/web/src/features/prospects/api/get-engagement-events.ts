import { ProspectEngagementEventsResponseSchema } from "@quad/contract/api/prospects";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { prospectsKeys } from "./prospects-keys";

/** GET prospects/engagement_events — the provider's events and the University's own upcoming sessions. */
export function getEngagementEvents(signal?: AbortSignal) {
  return apiRequest({ path: "prospects/engagement_events", schema: ProspectEngagementEventsResponseSchema, signal });
}

export function useEngagementEvents(enabled = true) {
  return useQuery({ queryKey: prospectsKeys.events, queryFn: ({ signal }) => getEngagementEvents(signal), enabled });
}
