import { EventResponseSchema, type RescheduleEventInput } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { reschedulePath } from "../model";
import { refreshVisits } from "./list-events";

/**
 * PUT {universities|schools}/events/{id}/reschedule by institute type. Silent for 422: its field errors
 * go onto the dialog, and the dialog words a 409 (slot full, already booked) itself.
 */
export function rescheduleEvent(type: InstituteType, id: number, input: RescheduleEventInput) {
  return apiRequest({
    method: "PUT",
    path: reschedulePath(type, id),
    json: input,
    schema: EventResponseSchema,
    handledStatuses: [409, 422],
  });
}

export function useRescheduleEvent(type: InstituteType) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["events", "reschedule"],
    mutationFn: ({ id, input }: { id: number; input: RescheduleEventInput }) => rescheduleEvent(type, id, input),
    // Success moves the visit; a 409 (slot just filled) means the slots shown are stale: refresh both.
    onSettled: (_data, error) => refreshVisits(client, { slots: error ? "refetch" : "stale" }),
  });
}
