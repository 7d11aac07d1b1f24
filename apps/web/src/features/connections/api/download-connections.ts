import { ConnectionExportResponseSchema, DownloadStatusResponseSchema } from "@quad/contract/api/connections-export";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { nextPageNo, queryString } from "../model";
import { connectionsKeys } from "./list-connections";

/** POST connections/download — answers at once (preparing); the file is written by a job and mailed. */
export function downloadConnections(filters: Record<string, string | string[] | number[]>) {
  return apiRequest({
    method: "POST",
    path: "connections/download",
    json: filters,
    schema: ConnectionExportResponseSchema,
  });
}

/** GET connections/download_status — the user's latest export and one page of their history, newest first. */
export function getDownloadStatus(pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    path: `connections/download_status${queryString({ page_no: pageNo })}`,
    schema: DownloadStatusResponseSchema,
    signal,
  });
}

/**
 * The latest export (on the first page) and the history, paged ("Show older" appends); every loaded page is polled
 * every 3 s while the latest export is being prepared.
 */
export function useDownloadStatus(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: connectionsKeys.downloadStatus,
    queryFn: ({ pageParam, signal }) => getDownloadStatus(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPageNo(
        pages.reduce((n, p) => n + p.exports.length, 0),
        last.total,
        last.page_no,
      ),
    enabled,
    refetchInterval: (q) => (q.state.data?.pages[0]?.export?.status === "preparing" ? 3000 : false),
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
