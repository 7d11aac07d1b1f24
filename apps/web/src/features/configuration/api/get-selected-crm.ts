import { SelectedCrmResponseSchema } from "@quad/contract/api/configuration";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** GET universities/{id}/selected_crm — the saved CRM, endpoint and last test (the secret is never sent). */
export function getSelectedCrm(universityId: number, signal?: AbortSignal) {
  return apiRequest({ path: `universities/${universityId}/selected_crm`, schema: SelectedCrmResponseSchema, signal });
}

export function useSelectedCrm(universityId: number) {
  return useQuery({
    queryKey: configurationKeys.selectedCrm(universityId),
    queryFn: ({ signal }) => getSelectedCrm(universityId, signal),
  });
}
