import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";

/** POST passwords — mails a reset link; the same answer whether or not the email has an account. */
export function requestGuestPasswordReset(input: { email: string }) {
  return guestRequest({ method: "POST", path: "passwords", json: input, schema: MessageSchema });
}

export function useRequestGuestPasswordReset() {
  return useMutation({ mutationKey: ["webinars", "passwords", "forgot"], mutationFn: requestGuestPasswordReset });
}
