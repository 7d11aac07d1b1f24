import { FinalStepsResponseSchema, type UpdateFinalStepsInputSchema } from "@quad/contract/api/onboarding";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { finalStepsQueryKey } from "../../../lib/onboarding/get-final-steps";

export type FinalStepsUpdate = z.infer<typeof UpdateFinalStepsInputSchema>["university_rep_onboarding"];

/** PUT user_onboarding/update_final_steps {university_rep_onboarding}. */
export function updateFinalSteps(update: FinalStepsUpdate) {
  return apiRequest({
    method: "PUT",
    path: "user_onboarding/update_final_steps",
    json: { university_rep_onboarding: update },
    schema: FinalStepsResponseSchema,
  });
}

export function useUpdateFinalSteps(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["user_onboarding", "update_final_steps"],
    mutationFn: updateFinalSteps,
    onSuccess: (res) => client.setQueryData(finalStepsQueryKey(userId), res),
  });
}
