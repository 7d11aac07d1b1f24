import { type EmailPreferences, EmailPreferencesResponseSchema } from "@quad/contract/api/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useSessionStore } from "../../../lib/session-store";
import { emailPreferencesQueryKey } from "./get-email-preferences";

/** PUT users/{id}/set_email_preference (one or more kinds). */
export function setEmailPreference(id: number, preferences: Partial<EmailPreferences>) {
  return apiRequest({
    method: "PUT",
    path: `users/${id}/set_email_preference`,
    json: { email_preferences: preferences },
    schema: EmailPreferencesResponseSchema,
  });
}

export function useSetEmailPreference(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["users", id, "set_email_preference"],
    mutationFn: (preferences: Partial<EmailPreferences>) => setEmailPreference(id, preferences),
    onSuccess: (res) => {
      client.setQueryData(emailPreferencesQueryKey(id), res);
      useSessionStore.getState().setPreferences(res.email_preferences);
    },
  });
}
