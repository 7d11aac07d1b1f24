import { type CreateActivityInput, EngagementResponseSchema } from "@quad/contract/api/connection-detail";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { connectionsKeys } from "./list-connections";

/** POST connections/{id}/activities — staff add a note, call, meeting or email to the history. */
export function createActivity({ id, ...body }: CreateActivityInput & { id: number }) {
  return apiRequest({
    method: "POST",
    path: `connections/${id}/activities`,
    json: body,
    schema: EngagementResponseSchema,
    handledStatuses: [422],
  });
}

export function useCreateActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: async (_data, { id }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: connectionsKeys.engagements(id) }),
        client.invalidateQueries({ queryKey: connectionsKeys.detail(id) }),
        client.invalidateQueries({ queryKey: connectionsKeys.lists }),
      ]);
    },
  });
}
