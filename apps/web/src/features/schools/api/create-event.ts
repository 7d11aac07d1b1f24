import { type CreateEventInput, type CreateEventInputSchema, EventResponseSchema } from "@quad/contract/api/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { schoolKeys } from "./keys";

/** The contract's body; attendees may be left out (the server takes none). */
export type CreateEventPayload = Omit<CreateEventInput, "attendees"> &
  Pick<z.input<typeof CreateEventInputSchema>, "attendees">;

/**
 * POST events/create_event — books a slot date, or sends a request without one. Silent for 409 and 422: the
 * form shows those itself (slot full, already booked, field errors); other failures toast as usual.
 */
export function createEvent(payload: CreateEventPayload) {
  return apiRequest({
    method: "POST",
    path: "events/create_event",
    json: payload,
    schema: EventResponseSchema,
    handledStatuses: [409, 422],
  });
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["schools", "create-event"],
    mutationFn: createEvent,
    // The directory's upcoming visit and booking state, the school page's visits and every slot list change.
    onSettled: () => client.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
