import { GoogleAuthorizationResponseSchema } from "@quad/contract/api/calendar-sync";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client";

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

/** Whether this server can connect Google Calendar: the address is answered, or 404 when Google is not set up. */
export function useGoogleAvailable(partnerId: number) {
  return useQuery({
    queryKey: ["institutes", partnerId, "google_available"],
    staleTime: 60_000,
    retry: false,
    queryFn: async () => {
      try {
        await apiRequest({
          path: `institutes/${partnerId}/google_authorization`,
          schema: GoogleAuthorizationResponseSchema,
          handledStatuses: [404],
          silent: true,
        });
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return false;
        throw err;
      }
    },
  });
}
