import { PartnerWebinarDetailResponseSchema, type WebinarInput } from "@quad/contract/api/partner-webinars";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshSessions } from "./list-partner-webinars";

/** PUT partner_webinars/{id} — field errors (422) are shown on the form's fields. */
export function updatePartnerWebinar({ id, input }: { id: number; input: WebinarInput }) {
  return apiRequest({
    method: "PUT",
    path: `partner_webinars/${id}`,
    json: input,
    schema: PartnerWebinarDetailResponseSchema,
    handledStatuses: [422],
  });
}

export function useUpdatePartnerWebinar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePartnerWebinar, onSettled: () => refreshSessions(client) });
}
