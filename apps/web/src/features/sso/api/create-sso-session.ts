import type { CreateSsoSessionInput } from "@quad/contract/api/sso";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** Statuses the /sso screen shows itself (its alert or the email's field error). */
export const SSO_HANDLED_STATUSES = [401, 403, 404, 422, 429] as const;

/** The contract's single sign-on schemas, loaded on demand. */
export const loadSsoContract = () => import("@quad/contract/api/sso");

/** POST sessions/create_sso — the provider address of the institution of the email's domain. */
export async function createSsoSession(input: CreateSsoSessionInput) {
  const res = await apiRequest({
    method: "POST",
    path: "sessions/create_sso",
    json: input,
    schema: async () => (await loadSsoContract()).SsoRedirectResponseSchema,
    handledStatuses: SSO_HANDLED_STATUSES,
  });
  return res.ssoUrl;
}

export function useCreateSsoSession() {
  return useMutation({ mutationKey: ["sessions", "create_sso"], mutationFn: createSsoSession });
}
