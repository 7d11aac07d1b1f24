import { ProspectConnectResponseSchema } from "@quad/contract/api/prospects";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { prospectsKeys } from "./prospects-keys";

/** POST prospects/connect — each becomes a connection with the source "prospect", within the month's limit. */
export function connectProspects(prospectIds: number[]) {
  return apiRequest({
    method: "POST",
    path: "prospects/connect",
    json: { prospect_ids: prospectIds },
    schema: ProspectConnectResponseSchema,
  });
}

export function useConnectProspects() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["prospects", "connect"],
    mutationFn: connectProspects,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: prospectsKeys.all });
      void client.invalidateQueries({ queryKey: ["connections"] });
    },
  });
}
