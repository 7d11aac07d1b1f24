import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useSessionStore } from "../../../lib/session-store";
import { checkSession } from "./check-session";

/** PUT users/accept_privacy_policy */
export function acceptPrivacyPolicy() {
  return apiRequest({ method: "PUT", path: "users/accept_privacy_policy", schema: MessageSchema });
}

/** Accepts, then refreshes the session (GET check_session) so the gate closes on the server's word. */
export function useAcceptPrivacyPolicy(userId: number) {
  return useMutation({
    mutationKey: ["users", "accept_privacy_policy"],
    mutationFn: async () => {
      await acceptPrivacyPolicy();
      return checkSession(userId);
    },
    onSuccess: (user) => useSessionStore.getState().refreshUser(user),
  });
}
