import { PeersResponseSchema } from "@quad/contract/api/onboarding";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET users/{id}/peers — colleagues of the institution. */
export function getPeers(id: number, signal?: AbortSignal) {
  return apiRequest({ path: `users/${id}/peers`, schema: PeersResponseSchema, signal });
}

export function peersQueryOptions(id: number, enabled = true) {
  return queryOptions({
    queryKey: ["users", id, "peers"],
    queryFn: ({ signal }) => getPeers(id, signal),
    enabled,
  });
}

export function usePeers(id: number, enabled = true) {
  return useQuery(peersQueryOptions(id, enabled));
}
