import { type UpdateOnboardingInputSchema, UserOnboardingResponseSchema } from "@quad/contract/api/onboarding";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { useSessionStore } from "../../../lib/session-store";
import { userOnboardingQueryKey } from "./get-user-onboarding";

export type OnboardingUpdate = z.infer<typeof UpdateOnboardingInputSchema>;

/** PUT user_onboarding {action, data}. */
export function updateUserOnboarding(json: OnboardingUpdate) {
  return apiRequest({ method: "PUT", path: "user_onboarding", json, schema: UserOnboardingResponseSchema });
}

/** Finishing sets is_onboard: the session stops showing the welcome flow. */
export function useUpdateUserOnboarding(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["user_onboarding", "update"],
    mutationFn: updateUserOnboarding,
    onSuccess: (res) => {
      client.setQueryData(userOnboardingQueryKey(userId), res);
      if (res.user_onboarding.is_onboard) {
        useSessionStore.setState((s) => ({
          showOnboarding: false,
          data: s.data ? { ...s.data, is_onboard: true } : s.data,
        }));
        void client.invalidateQueries({ queryKey: ["users", userId, "final_steps"] });
      }
    },
  });
}
