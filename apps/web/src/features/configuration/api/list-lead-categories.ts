import { LeadCategoriesResponseSchema } from "@quad/contract/api/configuration";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** GET connections/lead_categories — the institution's lead categories with their connection counts. */
export function listLeadCategories(signal?: AbortSignal) {
  return apiRequest({ path: "connections/lead_categories", schema: LeadCategoriesResponseSchema, signal });
}

export function useLeadCategories() {
  return useQuery({ queryKey: configurationKeys.leadCategories, queryFn: ({ signal }) => listLeadCategories(signal) });
}
