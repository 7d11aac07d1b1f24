import { WebinarFormOptionsResponseSchema } from "@quad/contract/api/partner-webinars";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { sessionsKeys } from "./list-partner-webinars";

/** GET webinar_form_options — the categories, and the provider's events the institution takes part in. */
export function getWebinarFormOptions(signal?: AbortSignal) {
  return apiRequest({ path: "webinar_form_options", schema: WebinarFormOptionsResponseSchema, signal });
}

export function useWebinarFormOptions(enabled = true) {
  return useQuery({
    queryKey: sessionsKeys.options,
    queryFn: ({ signal }) => getWebinarFormOptions(signal),
    enabled,
    staleTime: 60_000,
  });
}
