import { SsoSettingsResponseSchema } from "@quad/contract/api/sso";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET institutes/{id}/sso — the institution's single sign-on (team admins). */
export function getSsoSettings(partnerId: number, signal?: AbortSignal) {
  return apiRequest({ path: `institutes/${partnerId}/sso`, schema: SsoSettingsResponseSchema, signal });
}

export const ssoSettingsQueryKey = (partnerId: number) => ["institutes", partnerId, "sso"] as const;

export function useSsoSettings(partnerId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ssoSettingsQueryKey(partnerId),
      queryFn: ({ signal }) => getSsoSettings(partnerId, signal),
      enabled,
    }),
  );
}
