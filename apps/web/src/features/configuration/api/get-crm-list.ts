import { CrmListResponseSchema } from "@quad/contract/api/configuration";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** GET universities/{id}/crm_list — the CRMs Quad connects to. */
export function getCrmList(universityId: number, signal?: AbortSignal) {
  return apiRequest({ path: `universities/${universityId}/crm_list`, schema: CrmListResponseSchema, signal });
}

export function useCrmList(universityId: number) {
  return useQuery({
    queryKey: configurationKeys.crmList(universityId),
    queryFn: ({ signal }) => getCrmList(universityId, signal),
    staleTime: 10 * 60_000,
  });
}
