import type { UpdateConnectionInput } from "@quad/contract/api/connection-changes";
import { ConnectionDetailResponseSchema } from "@quad/contract/api/connection-detail";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { connectionsKeys } from "./list-connections";

/** PUT connections/{id} — list state (its history kept), lead category, next step. */
export function updateConnection({ id, ...body }: UpdateConnectionInput & { id: number }) {
  return apiRequest({
    method: "PUT",
    path: `connections/${id}`,
    json: body,
    schema: ConnectionDetailResponseSchema,
  });
}

export function useUpdateConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateConnection,
    onSuccess: async (data, { id }) => {
      client.setQueryData(connectionsKeys.detail(id), data);
      await client.invalidateQueries({ queryKey: connectionsKeys.lists });
    },
  });
}
