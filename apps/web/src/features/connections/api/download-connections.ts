import { ConnectionExportResponseSchema, DownloadStatusResponseSchema } from "@quad/contract/api/connections-export";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { connectionsKeys } from "./list-connections";

/** POST connections/download — answers at once (preparing); the file is written by a job and mailed. */
export function downloadConnections(filters: Record<string, string | string[]>) {
  return apiRequest({
    method: "POST",
    path: "connections/download",
    json: filters,
    schema: ConnectionExportResponseSchema,
  });
}

/** GET connections/download_status — the user's latest export and their history, newest first. */
export function getDownloadStatus(signal?: AbortSignal) {
  return apiRequest({ path: "connections/download_status", schema: DownloadStatusResponseSchema, signal });
}

export const downloadStatusQueryOptions = queryOptions({
  queryKey: connectionsKeys.downloadStatus,
  queryFn: ({ signal }) => getDownloadStatus(signal),
});

/** Polled every 3 s while the latest export is being prepared. */
export function useDownloadStatus(enabled: boolean) {
  return useQuery({
    ...downloadStatusQueryOptions,
    enabled,
    refetchInterval: (q) => (q.state.data?.export?.status === "preparing" ? 3000 : false),
  });
}

export function useDownloadConnections() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: downloadConnections,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: connectionsKeys.downloadStatus });
    },
  });
}
