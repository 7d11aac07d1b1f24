import { HiddenCountsResponseSchema } from "@quad/contract/api/connection-changes";
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { connectionsKeys } from "./list-connections";

/** GET connections/hidden_counts?user_type=all — connections not seen since they came or changed (spec 1 §4). */
export function getHiddenCounts(signal?: AbortSignal) {
  return apiRequest({
    path: "connections/hidden_counts",
    query: { user_type: "all" },
    schema: HiddenCountsResponseSchema,
    silent: true,
    signal,
  });
}

/** Loaded by University partners whenever they leave /connections (spec 1 §4); kept for whoever shows it. */
export function loadHiddenCounts(client: QueryClient) {
  return client.fetchQuery({
    queryKey: connectionsKeys.hiddenCounts,
    queryFn: ({ signal }) => getHiddenCounts(signal),
    staleTime: 0,
  });
}
