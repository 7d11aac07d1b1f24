import { MappedColumnsResponseSchema } from "@quad/contract/api/configuration";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { connectionsKeys } from "./list-connections";

/** GET partner_mappings/mapped_columns — the columns a download writes (the saved format or the default one). */
export function getMappedColumns(signal?: AbortSignal) {
  return apiRequest({ path: "partner_mappings/mapped_columns", schema: MappedColumnsResponseSchema, signal });
}

/** Loaded when the export dialog opens: the columns are shown before exporting (issue 11 §3). */
export function useMappedColumns(enabled: boolean) {
  return useQuery({
    queryKey: connectionsKeys.mappedColumns,
    queryFn: ({ signal }) => getMappedColumns(signal),
    enabled,
  });
}
