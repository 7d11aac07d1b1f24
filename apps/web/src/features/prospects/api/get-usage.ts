import { ProspectUsageResponseSchema } from "@quad/contract/api/prospects";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { prospectsKeys } from "./prospects-keys";

/** GET prospects/usage — the month's connects against the plan's limit. */
export function getProspectUsage(signal?: AbortSignal) {
  return apiRequest({ path: "prospects/usage", schema: ProspectUsageResponseSchema, signal });
}

export function useProspectUsage(enabled = true) {
  return useQuery({ queryKey: prospectsKeys.usage, queryFn: ({ signal }) => getProspectUsage(signal), enabled });
}
