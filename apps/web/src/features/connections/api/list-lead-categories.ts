import { LeadCategoriesResponseSchema } from "@quad/contract/api/configuration";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { connectionsKeys } from "./list-connections";

/** GET connections/lead_categories — every lead category of the institution (set under Configuration). */
export function listLeadCategories(signal?: AbortSignal) {
  return apiRequest({ path: "connections/lead_categories", schema: LeadCategoriesResponseSchema, signal });
}

/** Loaded when the bulk menu opens. */
export function useLeadCategories(enabled: boolean) {
  return useQuery({
    queryKey: connectionsKeys.leadCategories,
    queryFn: ({ signal }) => listLeadCategories(signal),
    enabled,
    staleTime: 60_000,
  });
}
