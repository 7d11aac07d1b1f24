import { ManagementToolsResponseSchema } from "@quad/contract/api/messages";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET misc/management_tools — every tool Quad connects to, and whether the user's and the institution's are. */
export const managementToolsQueryKey = ["misc", "management_tools"] as const;

export function getManagementTools(signal?: AbortSignal) {
  return apiRequest({ path: "misc/management_tools", schema: ManagementToolsResponseSchema, signal });
}

export function useManagementTools() {
  return useQuery(
    queryOptions({ queryKey: managementToolsQueryKey, queryFn: ({ signal }) => getManagementTools(signal) }),
  );
}

/** After a tool's settings changed in a section below, the overview asks again. */
export function refreshManagementTools(client: QueryClient) {
  return client.invalidateQueries({ queryKey: managementToolsQueryKey });
}
