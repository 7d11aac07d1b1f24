import type { ResetPasswordInputSchema } from "@quad/contract/api/auth";
import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { guestRequest } from "../../api/guest-request";

/** The same body as a staff reset (guests.routes.ts takes ResetPasswordInputSchema). */
export type GuestResetPayload = z.input<typeof ResetPasswordInputSchema>;

/** PUT passwords — sets the new password with the mailed link's token; 422s (token, password) show on the form. */
export function resetGuestPassword(input: GuestResetPayload) {
  return guestRequest({ method: "PUT", path: "passwords", json: input, schema: MessageSchema, handledStatuses: [422] });
}

export function useResetGuestPassword() {
  return useMutation({ mutationKey: ["webinars", "passwords", "reset"], mutationFn: resetGuestPassword });
}
