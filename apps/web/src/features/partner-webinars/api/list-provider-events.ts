import { ProviderEventsResponseSchema } from "@quad/contract/api/partner-webinars";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { ProviderEventsFilters } from "../model";
import { sessionsKeys } from "./list-partner-webinars";

/** GET provider_events — the provider's events with the institution's part in each. */
export function listProviderEvents(filters: ProviderEventsFilters, signal?: AbortSignal) {
  return apiRequest({ path: "provider_events", query: { ...filters }, schema: ProviderEventsResponseSchema, signal });
}

export function useProviderEvents(filters: ProviderEventsFilters) {
  return useQuery({
    queryKey: [...sessionsKeys.providerEvents, filters],
    queryFn: ({ signal }) => listProviderEvents(filters, signal),
    placeholderData: keepPreviousData,
  });
}
