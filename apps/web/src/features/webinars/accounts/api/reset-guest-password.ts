import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";

export interface GuestResetPayload {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}

/** PUT passwords — sets the new password with the mailed link's token; 422s (token, password) show on the form. */
export function resetGuestPassword(input: GuestResetPayload) {
  return guestRequest({ method: "PUT", path: "passwords", json: input, schema: MessageSchema, handledStatuses: [422] });
}

export function useResetGuestPassword() {
  return useMutation({ mutationKey: ["webinars", "passwords", "reset"], mutationFn: resetGuestPassword });
}
