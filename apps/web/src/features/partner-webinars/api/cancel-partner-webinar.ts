import { type CancelWebinarInputSchema, PartnerWebinarDetailResponseSchema } from "@quad/contract/api/partner-webinars";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { refreshSessions } from "./list-partner-webinars";

/** PUT partner_webinars/{id}/cancel — registrants are told by mail. */
export function cancelPartnerWebinar({ id, reason }: { id: number } & z.input<typeof CancelWebinarInputSchema>) {
  return apiRequest({
    method: "PUT",
    path: `partner_webinars/${id}/cancel`,
    json: reason ? { reason } : {},
    schema: PartnerWebinarDetailResponseSchema,
  });
}

export function useCancelPartnerWebinar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelPartnerWebinar, onSettled: () => refreshSessions(client) });
}
