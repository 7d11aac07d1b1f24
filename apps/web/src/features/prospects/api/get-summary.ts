import { ProspectSummaryResponseSchema } from "@quad/contract/api/prospects";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { prospectsKeys } from "./prospects-keys";

/** GET prospects/summary — the platform's discoverable audience in round figures (any plan: the offer's figures). */
export function getProspectSummary(signal?: AbortSignal) {
  return apiRequest({ path: "prospects/summary", schema: ProspectSummaryResponseSchema, signal });
}

export function useProspectSummary(enabled = true) {
  return useQuery({ queryKey: prospectsKeys.summary, queryFn: ({ signal }) => getProspectSummary(signal), enabled });
}
