import { ConfigurationFilesResponseSchema } from "@quad/contract/api/configuration";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** GET configuration_files — the institution's finished connection downloads with their row counts. */
export function listConfigurationFiles(signal?: AbortSignal) {
  return apiRequest({ path: "configuration_files", schema: ConfigurationFilesResponseSchema, signal });
}

export function useConfigurationFiles() {
  return useQuery({ queryKey: configurationKeys.files, queryFn: ({ signal }) => listConfigurationFiles(signal) });
}
