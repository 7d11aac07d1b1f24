import type { ForgotPasswordInputSchema } from "@quad/contract/api/auth";
import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

/** POST passwords/forgot_password — the same answer whether or not the email exists. */
export function forgotPassword(input: z.input<typeof ForgotPasswordInputSchema>) {
  return apiRequest({ method: "POST", path: "passwords/forgot_password", json: input, schema: MessageSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationKey: ["passwords", "forgot"], mutationFn: forgotPassword });
}
