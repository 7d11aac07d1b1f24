import { MappedColumnsResponseSchema } from "@quad/contract/api/configuration";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { configurationKeys } from "./keys";

/** GET partner_mappings/mapped_columns — the columns the next connections download writes. */
export function getMappedColumns(signal?: AbortSignal) {
  return apiRequest({ path: "partner_mappings/mapped_columns", schema: MappedColumnsResponseSchema, signal });
}

export function useMappedColumns() {
  return useQuery({ queryKey: configurationKeys.mappedColumns, queryFn: ({ signal }) => getMappedColumns(signal) });
}
