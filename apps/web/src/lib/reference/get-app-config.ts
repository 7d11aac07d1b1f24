import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { AppConfigTwinSchema } from "./public-schemas";

/** GET misc/app_config — public settings: Google sign-in, public site, help center, community, chat. */
export function getAppConfig(signal?: AbortSignal) {
  return apiRequest({ path: "misc/app_config", schema: AppConfigTwinSchema, silent: true, signal });
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ["misc", "app_config"],
  queryFn: ({ signal }) => getAppConfig(signal),
  staleTime: 30 * 60_000,
  retry: 1,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
