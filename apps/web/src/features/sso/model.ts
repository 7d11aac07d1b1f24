/** The provider's answer as it comes back to /sso (decision 096). */
export interface SsoReturn {
  code: string;
  state: string;
  iss?: string;
}

/**
 * What the address of /sso carries: the provider's answer (code and state, and the issuer when it names
 * itself), the provider's refusal (`error`, e.g. the user cancelled), or nothing (the email form).
 */
export function ssoReturnFrom(
  search: URLSearchParams,
): { kind: "answer"; answer: SsoReturn } | { kind: "refused" } | { kind: "none" } {
  const code = search.get("code");
  const state = search.get("state");
  if (code && state) {
    const iss = search.get("iss");
    return { kind: "answer", answer: { code, state, ...(iss ? { iss } : {}) } };
  }
  if (search.has("error")) return { kind: "refused" };
  return { kind: "none" };
}
