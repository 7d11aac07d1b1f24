import { UserOnboardingResponseSchema } from "@quad/contract/api/onboarding";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET users/{id}/user_onboarding — current step, data and completion. */
export function getUserOnboarding(id: number, signal?: AbortSignal) {
  return apiRequest({ path: `users/${id}/user_onboarding`, schema: UserOnboardingResponseSchema, signal });
}

export const userOnboardingQueryKey = (id: number) => ["users", id, "user_onboarding"] as const;

export function userOnboardingQueryOptions(id: number, enabled = true) {
  return queryOptions({
    queryKey: userOnboardingQueryKey(id),
    queryFn: ({ signal }) => getUserOnboarding(id, signal),
    select: (data) => data.user_onboarding,
    enabled,
  });
}

export function useUserOnboarding(id: number, enabled = true) {
  return useQuery(userOnboardingQueryOptions(id, enabled));
}
