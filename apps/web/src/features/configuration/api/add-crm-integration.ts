import { type AddCrmIntegrationInput, CrmIntegrationResponseSchema } from "@quad/contract/api/configuration";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** POST universities/{id}/add_crm_integration — endpoint and credentials; an empty secret keeps the saved one. */
export function addCrmIntegration({
  universityId,
  input,
}: {
  universityId: number;
  input: AddCrmIntegrationInput["crm_integration"];
}) {
  return apiRequest({
    method: "POST",
    path: `universities/${universityId}/add_crm_integration`,
    json: { crm_integration: input },
    schema: CrmIntegrationResponseSchema,
    handledStatuses: [422],
  });
}

export function useAddCrmIntegration(universityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCrmIntegration,
    onSuccess: (data) => client.setQueryData(configurationKeys.selectedCrm(universityId), data),
  });
}
