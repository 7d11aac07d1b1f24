import { UserConfigurationResponseSchema } from "@quad/contract/api/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { dashboardKeys } from "./keys";

/** GET user_configurations — the dashboard onboarding state and what the institution has set up. */
export function getUserConfiguration(signal?: AbortSignal) {
  return apiRequest({ path: "user_configurations", schema: UserConfigurationResponseSchema, signal });
}

export const userConfigurationQueryOptions = queryOptions({
  queryKey: dashboardKeys.configuration,
  queryFn: ({ signal }) => getUserConfiguration(signal),
});

export function useUserConfiguration() {
  return useQuery({ ...userConfigurationQueryOptions, select: (data) => data.user_configuration });
}
