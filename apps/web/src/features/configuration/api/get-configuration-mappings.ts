import { ConfigurationMappingsResponseSchema } from "@quad/contract/api/configuration";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** GET partner_mappings/configuration_mappings — the available columns and the saved download format. */
export function getConfigurationMappings(signal?: AbortSignal) {
  return apiRequest({
    path: "partner_mappings/configuration_mappings",
    schema: ConfigurationMappingsResponseSchema,
    signal,
  });
}

export function useConfigurationMappings() {
  return useQuery({ queryKey: configurationKeys.mappings, queryFn: ({ signal }) => getConfigurationMappings(signal) });
}
