import type { DisconnectInputSchema } from "@quad/contract/api/connection-changes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { connectionsKeys } from "./list-connections";

/**
 * PUT connections/{id}/disconnect — the person withdrew consent (decision 043): the connection leaves every list,
 * tab count, look-up and export; its detail answers 404 from now on.
 */
export function disconnectConnection({ id, reason }: { id: number } & z.input<typeof DisconnectInputSchema>) {
  return apiRequest({
    method: "PUT",
    path: `connections/${id}/disconnect`,
    json: reason ? { reason } : {},
  });
}

export function useDisconnectConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectConnection,
    onSuccess: async (_data, { id }) => {
      // Stale without a refetch while the drawer closes: opening its address again reads the 404.
      await client.invalidateQueries({ queryKey: connectionsKeys.detail(id), refetchType: "none" });
      await Promise.all([
        client.invalidateQueries({ queryKey: connectionsKeys.lists }),
        client.invalidateQueries({ queryKey: connectionsKeys.lookups }),
        client.invalidateQueries({ queryKey: connectionsKeys.hiddenCounts }),
      ]);
    },
  });
}
