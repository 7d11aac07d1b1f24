import { type BulkInviteInputSchema, InviteResultSchema } from "@quad/contract/api/team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { teamKeys } from "./list-team";

/** POST users/bulk_invite — comma-separated emails (at most 20) and one role. */
export function bulkInvite(input: Required<z.input<typeof BulkInviteInputSchema>>) {
  return apiRequest({ method: "POST", path: "users/bulk_invite", json: input, schema: InviteResultSchema });
}

export function useBulkInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["teams", "invite"],
    mutationFn: bulkInvite,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
