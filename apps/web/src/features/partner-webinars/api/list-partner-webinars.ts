import { PartnerWebinarsResponseSchema } from "@quad/contract/api/partner-webinars";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { SessionsFilters } from "../model";

/** GET partner_webinars — one page of the institution's sessions. */
export function listPartnerWebinars(filters: SessionsFilters, signal?: AbortSignal) {
  return apiRequest({
    path: "partner_webinars",
    query: { ...filters },
    schema: PartnerWebinarsResponseSchema,
    signal,
  });
}

export const sessionsKeys = {
  all: ["partner_webinars"] as const,
  lists: ["partner_webinars", "list"] as const,
  list: (filters: SessionsFilters) => ["partner_webinars", "list", filters] as const,
  detail: (id: number) => ["partner_webinars", "detail", id] as const,
  registrants: (id: number) => ["partner_webinars", "registrants", id] as const,
  options: ["partner_webinars", "options"] as const,
  providerEvents: ["provider_events"] as const,
};

/** After a session changed: every list, detail and the events catalogue (which shows the sessions in events). */
export async function refreshSessions(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: sessionsKeys.all }),
    client.invalidateQueries({ queryKey: sessionsKeys.providerEvents }),
  ]);
}

export function usePartnerWebinars(filters: SessionsFilters) {
  return useQuery({
    queryKey: sessionsKeys.list(filters),
    queryFn: ({ signal }) => listPartnerWebinars(filters, signal),
    placeholderData: keepPreviousData,
  });
}
