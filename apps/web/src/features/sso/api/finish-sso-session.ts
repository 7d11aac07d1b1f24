import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { SsoReturn } from "../model";
import { SSO_HANDLED_STATUSES } from "./create-sso-session";

/** GET sessions/create_quad_sso — the provider's answer traded for a session (the browser's cookie goes along). */
export async function finishSsoSession(answer: SsoReturn) {
  const res = await apiRequest({
    path: "sessions/create_quad_sso",
    query: { code: answer.code, state: answer.state, iss: answer.iss },
    schema: async () => (await import("@quad/contract/api/auth")).SessionResponseSchema,
    handledStatuses: SSO_HANDLED_STATUSES,
  });
  return res.data;
}

export function useFinishSsoSession() {
  return useMutation({ mutationKey: ["sessions", "create_quad_sso"], mutationFn: finishSsoSession });
}
