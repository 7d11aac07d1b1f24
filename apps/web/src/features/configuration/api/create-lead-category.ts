import { LeadCategoryResponseSchema } from "@quad/contract/api/configuration";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** POST connections/lead_categories — a duplicate name answers 422 on lead_category.name. */
export function createLeadCategory(name: string) {
  return apiRequest({
    method: "POST",
    path: "connections/lead_categories",
    json: { lead_category: { name } },
    schema: LeadCategoryResponseSchema,
    handledStatuses: [422],
  });
}

export function useCreateLeadCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLeadCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: configurationKeys.leadCategories }),
  });
}
