import { ConfigurationMappingsResponseSchema } from "@quad/contract/api/configuration";
import type { MappingColumn } from "@quad/contract/rules/configuration";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** PUT partner_mappings/update_configuration_mappings — field errors (422) are shown beside the rows. */
export function updateConfigurationMappings(columns: MappingColumn[]) {
  return apiRequest({
    method: "PUT",
    path: "partner_mappings/update_configuration_mappings",
    json: { partner_mapping: { mapping_columns: columns } },
    schema: ConfigurationMappingsResponseSchema,
    handledStatuses: [422],
  });
}

export function useUpdateConfigurationMappings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateConfigurationMappings,
    onSuccess: async (data) => {
      client.setQueryData(configurationKeys.mappings, data);
      await client.invalidateQueries({ queryKey: configurationKeys.mappedColumns });
    },
  });
}
