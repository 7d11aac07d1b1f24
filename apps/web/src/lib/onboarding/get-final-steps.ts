import { FinalStepsResponseSchema } from "@quad/contract/api/onboarding";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

/** GET users/{id}/final_steps — the first-steps checklist (shared: the dashboard waits for it to be done). */
export function getFinalSteps(id: number, signal?: AbortSignal) {
  return apiRequest({ path: `users/${id}/final_steps`, schema: FinalStepsResponseSchema, signal });
}

export const finalStepsQueryKey = (id: number) => ["users", id, "final_steps"] as const;

export function finalStepsQueryOptions(id: number) {
  return queryOptions({ queryKey: finalStepsQueryKey(id), queryFn: ({ signal }) => getFinalSteps(id, signal) });
}

export function useFinalSteps(id: number) {
  return useQuery(finalStepsQueryOptions(id));
}
