import { ConnectionDetailResponseSchema } from "@quad/contract/api/connection-detail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client";
import { connectionsKeys } from "./list-connections";

/** GET connections/{id} — the detail's sections and the list-state history. A 404 is the drawer's own state. */
export function getConnection(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: `connections/${id}`,
    schema: ConnectionDetailResponseSchema,
    handledStatuses: [404],
    signal,
  });
}

export function connectionQueryOptions(id: number) {
  return queryOptions({
    queryKey: connectionsKeys.detail(id),
    queryFn: ({ signal }) => getConnection(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useConnection(id: number | null) {
  return useQuery({ ...connectionQueryOptions(id ?? 0), enabled: id !== null });
}
