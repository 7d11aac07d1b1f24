import { ProviderEventResponseSchema } from "@quad/contract/api/partner-webinars";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshSessions } from "./list-partner-webinars";

/** POST provider_events/{id}/participate (take part) or DELETE (withdraw). */
export function setParticipation({ id, participate }: { id: number; participate: boolean }) {
  return apiRequest({
    method: participate ? "POST" : "DELETE",
    path: `provider_events/${id}/participate`,
    schema: ProviderEventResponseSchema,
  });
}

export function useSetParticipation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setParticipation, onSettled: () => refreshSessions(client) });
}
