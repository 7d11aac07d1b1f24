/** The single sign-on section's pure rules (issue 25 §3). */

/** The domain list as typed (one per line, or separated by commas, semicolons or spaces). */
export function parseDomains(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter((d) => d !== "");
}

export interface SsoFieldErrors {
  issuer?: string;
  client_id?: string;
  client_secret?: string;
  /** One entry per refused domain (the domain as typed, and the server's sentence), or a message for the list. */
  domains: { domain: string | null; message: string }[];
}

/** The server's 422 `sso.*` errors on the section's fields; `domains` are the ones sent, in order. */
export function ssoFieldErrors(errors: Record<string, string>, domains: readonly string[]): SsoFieldErrors {
  const out: SsoFieldErrors = { domains: [] };
  for (const [key, message] of Object.entries(errors)) {
    if (key === "sso.issuer") out.issuer = message;
    else if (key === "sso.client_id") out.client_id = message;
    else if (key === "sso.client_secret") out.client_secret = message;
    else if (key === "sso.domains") out.domains.push({ domain: null, message });
    else {
      const m = /^sso\.domains\.(\d+)$/.exec(key);
      if (m) out.domains.push({ domain: domains[Number(m[1])] ?? null, message });
    }
  }
  return out;
}
