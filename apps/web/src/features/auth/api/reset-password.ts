import type { ResetPasswordInputSchema } from "@quad/contract/api/auth";
import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export type ResetPasswordPayload = z.input<typeof ResetPasswordInputSchema>;

/** PUT passwords/reset_password — 422 errors (token or password) are shown on the form, not as a toast. */
export function resetPassword(input: ResetPasswordPayload) {
  return apiRequest({
    method: "PUT",
    path: "passwords/reset_password",
    json: input,
    schema: MessageSchema,
    handledStatuses: [422],
  });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ["passwords", "reset"], mutationFn: resetPassword });
}
