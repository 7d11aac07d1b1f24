import { GoogleAuthorizationResponseSchema } from "@quad/contract/api/calendar-sync";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET institutes/{id}/google_authorization — Google's address (asked as JSON: the browser is then sent there). */
export function getGoogleAuthorization(partnerId: number, core: boolean) {
  return apiRequest({
    path: `institutes/${partnerId}/google_authorization`,
    query: core ? { core: "true" } : undefined,
    schema: GoogleAuthorizationResponseSchema,
  });
}

export function useGoogleAuthorization(partnerId: number) {
  return useMutation({
    mutationKey: ["institutes", partnerId, "google_authorization"],
    mutationFn: (core: boolean) => getGoogleAuthorization(partnerId, core),
  });
}
