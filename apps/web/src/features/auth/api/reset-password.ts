import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export interface ResetPasswordPayload {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}

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
