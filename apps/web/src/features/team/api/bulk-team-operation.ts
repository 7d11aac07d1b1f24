import { type TEAM_BULK_OPERATIONS, TeamBulkResponseSchema } from "@quad/contract/api/team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { teamKeys } from "./list-team";

export type BulkOperation = (typeof TEAM_BULK_OPERATIONS)[number];

/** POST teams/team_bulk_operation — answers one result per member. */
export function bulkTeamOperation(input: { operation: BulkOperation; member_ids: number[] }) {
  return apiRequest({ method: "POST", path: "teams/team_bulk_operation", json: input, schema: TeamBulkResponseSchema });
}

export function useBulkTeamOperation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["teams", "bulk"],
    mutationFn: bulkTeamOperation,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
