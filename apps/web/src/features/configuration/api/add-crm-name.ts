import { CrmIntegrationResponseSchema } from "@quad/contract/api/configuration";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** POST universities/{id}/add_crm_name — choosing another CRM forgets the previous one's settings. */
export function addCrmName({ universityId, crmName }: { universityId: number; crmName: string }) {
  return apiRequest({
    method: "POST",
    path: `universities/${universityId}/add_crm_name`,
    json: { crm_integration: { crm_name: crmName } },
    schema: CrmIntegrationResponseSchema,
  });
}

export function useAddCrmName(universityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCrmName,
    onSuccess: (data) => client.setQueryData(configurationKeys.selectedCrm(universityId), data),
  });
}
