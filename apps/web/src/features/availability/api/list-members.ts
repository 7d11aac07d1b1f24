import { MembersListResponseSchema } from "@quad/contract/api/team";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET teams/members_list — the team, to choose the visit contacts from. */
export function listMembers(signal?: AbortSignal) {
  return apiRequest({ path: "teams/members_list", schema: MembersListResponseSchema, signal });
}

export const membersQueryOptions = queryOptions({
  queryKey: ["availability", "members"],
  queryFn: ({ signal }) => listMembers(signal),
  staleTime: 60_000,
});

export function useMembers() {
  return useQuery(membersQueryOptions);
}
