import type { ForgotPasswordInputSchema } from "@quad/contract/api/auth";
import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { guestRequest } from "../../api/guest-request";

/** POST passwords — mails a reset link; the same answer whether or not the email has an account. */
export function requestGuestPasswordReset(input: z.input<typeof ForgotPasswordInputSchema>) {
  return guestRequest({ method: "POST", path: "passwords", json: input, schema: MessageSchema });
}

export function useRequestGuestPasswordReset() {
  return useMutation({ mutationKey: ["webinars", "passwords", "forgot"], mutationFn: requestGuestPasswordReset });
}
