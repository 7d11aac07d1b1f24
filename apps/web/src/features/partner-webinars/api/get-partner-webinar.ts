import { PartnerWebinarDetailResponseSchema } from "@quad/contract/api/partner-webinars";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { sessionsKeys } from "./list-partner-webinars";

/** GET partner_webinars/{id} — a session with its registrant counts. */
export function getPartnerWebinar(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: `partner_webinars/${id}`,
    schema: PartnerWebinarDetailResponseSchema,
    handledStatuses: [404],
    signal,
  });
}

export function usePartnerWebinar(id: number) {
  return useQuery({
    queryKey: sessionsKeys.detail(id),
    queryFn: ({ signal }) => getPartnerWebinar(id, signal),
    retry: false,
  });
}
