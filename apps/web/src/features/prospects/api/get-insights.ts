import { ProspectInsightsResponseSchema } from "@quad/contract/api/prospects";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { prospectsKeys } from "./prospects-keys";

/** GET prospects/insights — the discoverable audience in groups of at least MIN_GROUP_SIZE. */
export function getProspectInsights(queryString: string, signal?: AbortSignal) {
  return apiRequest({ path: `prospects/insights${queryString}`, schema: ProspectInsightsResponseSchema, signal });
}

export function useProspectInsights(queryString: string, enabled = true) {
  return useQuery({
    queryKey: prospectsKeys.insights(queryString),
    queryFn: ({ signal }) => getProspectInsights(queryString, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
