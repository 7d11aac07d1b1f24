import { PartnerWebinarDetailResponseSchema, type WebinarInput } from "@quad/contract/api/partner-webinars";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshSessions } from "./list-partner-webinars";

/** POST partner_webinars — field errors (422) are shown on the form's fields. */
export function createPartnerWebinar(input: WebinarInput) {
  return apiRequest({
    method: "POST",
    path: "partner_webinars",
    json: input,
    schema: PartnerWebinarDetailResponseSchema,
    handledStatuses: [422],
  });
}

export function useCreatePartnerWebinar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPartnerWebinar, onSuccess: () => refreshSessions(client) });
}
