import { EmailConfirmationResponseSchema } from "@quad/contract/api/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET registrations/email_confirmation — validates the address; the page shows failures itself. */
export function confirmEmail(token: string, signal?: AbortSignal) {
  return apiRequest({
    path: "registrations/email_confirmation",
    query: { confirmation_token: token },
    schema: EmailConfirmationResponseSchema,
    silent: true,
    signal,
  });
}

export function emailConfirmationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["registrations", "email_confirmation", token],
    queryFn: ({ signal }) => confirmEmail(token, signal),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEmailConfirmation(token: string) {
  return useQuery(emailConfirmationQueryOptions(token));
}
