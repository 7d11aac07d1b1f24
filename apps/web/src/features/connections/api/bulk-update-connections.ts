import { type BulkUpdateConnectionsInput, UpdatedCountResponseSchema } from "@quad/contract/api/connection-changes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { connectionsKeys } from "./list-connections";

/** PUT connections/bulk_update — the same list state or lead category on the selected rows. */
export function bulkUpdateConnections(body: BulkUpdateConnectionsInput) {
  return apiRequest({
    method: "PUT",
    path: "connections/bulk_update",
    json: body,
    schema: UpdatedCountResponseSchema,
  });
}

export function useBulkUpdateConnections() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateConnections,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: connectionsKeys.lists }),
        client.invalidateQueries({ queryKey: ["connections", "detail"] }),
      ]);
    },
  });
}
