import { type ReleaseDecisionsInput, ReleaseDecisionsResponseSchema } from "@quad/contract/api/decision-release";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/**
 * POST student_applications/release_decisions — with dry_run, how many students would be told (the confirmation
 * step); without, the release at that moment (decision 080).
 */
export function releaseDecisions(input: ReleaseDecisionsInput) {
  return apiRequest({
    method: "POST",
    path: "student_applications/release_decisions",
    json: input,
    schema: ReleaseDecisionsResponseSchema,
  });
}

/** The confirmation's count: changes nothing. */
export function useReleaseDecisionsPreview() {
  return useMutation({ mutationFn: (input: ReleaseDecisionsInput) => releaseDecisions({ ...input, dry_run: true }) });
}

export function useReleaseDecisions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReleaseDecisionsInput) => releaseDecisions({ ...input, dry_run: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKeys.all }),
  });
}
