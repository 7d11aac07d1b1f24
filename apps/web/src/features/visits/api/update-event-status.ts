import { EventResponseSchema, type UpdateEventStatusInputSchema } from "@quad/contract/api/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { refreshVisits } from "./list-events";

export type StatusChange = { id: number } & z.input<typeof UpdateEventStatusInputSchema>;

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
