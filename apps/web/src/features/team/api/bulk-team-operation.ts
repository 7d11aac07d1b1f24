import { type TeamBulkInputSchema, TeamBulkResponseSchema } from "@quad/contract/api/team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { teamKeys } from "./list-team";

type TeamBulkInput = z.infer<typeof TeamBulkInputSchema>;
export type BulkOperation = TeamBulkInput["operation"];

/** POST teams/team_bulk_operation — answers one result per member. */
export function bulkTeamOperation(input: TeamBulkInput) {
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
