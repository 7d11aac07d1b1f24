import { EmailPreferencesResponseSchema } from "@quad/contract/api/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET users/{id}/email_preferences */
export function getEmailPreferences(id: number, signal?: AbortSignal) {
  return apiRequest({ path: `users/${id}/email_preferences`, schema: EmailPreferencesResponseSchema, signal });
}

export const emailPreferencesQueryKey = (id: number) => ["users", id, "email_preferences"] as const;

export function emailPreferencesQueryOptions(id: number) {
  return queryOptions({
    queryKey: emailPreferencesQueryKey(id),
    queryFn: ({ signal }) => getEmailPreferences(id, signal),
    select: (data) => data.email_preferences,
  });
}

export function useEmailPreferences(id: number) {
  return useQuery(emailPreferencesQueryOptions(id));
}
