import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST passwords/forgot_password — the same answer whether or not the email exists. */
export function forgotPassword(input: { email: string }) {
  return apiRequest({ method: "POST", path: "passwords/forgot_password", json: input, schema: MessageSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationKey: ["passwords", "forgot"], mutationFn: forgotPassword });
}
