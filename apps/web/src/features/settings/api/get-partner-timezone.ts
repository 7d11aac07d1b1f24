import { TimezoneResponseSchema } from "@quad/contract/api/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET users/{id}/partner_timezone — the institution's zone. */
export function getPartnerTimezone(id: number, signal?: AbortSignal) {
  return apiRequest({ path: `users/${id}/partner_timezone`, schema: TimezoneResponseSchema, signal });
}

export const partnerTimezoneQueryKey = (id: number) => ["users", id, "partner_timezone"] as const;

export function partnerTimezoneQueryOptions(id: number, enabled: boolean) {
  return queryOptions({
    queryKey: partnerTimezoneQueryKey(id),
    queryFn: ({ signal }) => getPartnerTimezone(id, signal),
    enabled,
  });
}

export function usePartnerTimezone(id: number, enabled: boolean) {
  return useQuery(partnerTimezoneQueryOptions(id, enabled));
}
