import { EventResponseSchema } from "@quad/contract/api/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshVisits } from "./list-events";

export interface StatusChange {
  id: number;
  status: "confirm" | "declined" | "cancel";
  reason?: string;
}

/**
 * PUT events/{id}/update_status — confirm, decline (with a reason) or cancel (with a reason). The rule
 * refusals (422, 409) are worded by the dialog in the interface language.
 */
export function updateEventStatus({ id, ...body }: StatusChange) {
  return apiRequest({
    method: "PUT",
    path: `events/${id}/update_status`,
    json: body,
    schema: EventResponseSchema,
    handledStatuses: [409, 422],
  });
}

export function useUpdateEventStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["events", "status"],
    mutationFn: updateEventStatus,
    onSettled: () => refreshVisits(client),
  });
}
