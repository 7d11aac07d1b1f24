import { EventResponseSchema } from "@quad/contract/api/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshVisits } from "./list-events";

/** PUT schools/{id}/update_event_location — the school sets where a visit takes place (id: the visit). */
export function updateEventLocation(id: number, location: string) {
  return apiRequest({
    method: "PUT",
    path: `schools/${id}/update_event_location`,
    json: { location },
    schema: EventResponseSchema,
    handledStatuses: [422],
  });
}

export function useUpdateEventLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["events", "location"],
    mutationFn: ({ id, location }: { id: number; location: string }) => updateEventLocation(id, location),
    onSuccess: () => refreshVisits(client),
  });
}
