import { CrmTestResponseSchema } from "@quad/contract/api/configuration";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** POST universities/{id}/test_slate_connection — a real call to the saved CRM endpoint; the outcome is shown. */
export function testCrmConnection(universityId: number) {
  return apiRequest({
    method: "POST",
    path: `universities/${universityId}/test_slate_connection`,
    schema: CrmTestResponseSchema,
  });
}

export function useTestCrmConnection(universityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => testCrmConnection(universityId),
    onSuccess: (data) =>
      client.setQueryData(configurationKeys.selectedCrm(universityId), { crm_integration: data.crm_integration }),
  });
}
