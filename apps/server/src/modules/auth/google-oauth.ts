import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Config } from "../../config.ts";

/** Who Google says signed in: the verified address of the ID token. */
export interface GoogleIdentity {
  email: string;
  emailVerified: boolean;
}

/** Why an exchange failed; the caller answers every kind with the same 401. */
export class GoogleExchangeError extends Error {}

const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

/**
 * The server half of Google's authorisation-code flow (spec 1 §7 sessions/create_google_oauth):
 * trade the code for tokens at Google's token endpoint, then verify the ID token's signature (Google's
 * published keys), issuer, audience (our client id) and expiry. Null when Google sign-in is not configured.
 */
export function createGoogleOAuth(config: Config, fetchImpl: typeof fetch = fetch) {
  const clientId = config.GOOGLE_CLIENT_ID;
  const clientSecret = config.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const keys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
  // The web app sends Google back to its sign-in screen; the exchange must name the same address.
  const redirectUri = `${config.appUrl}/sign-in`;

  return {
    async identify(code: string): Promise<GoogleIdentity> {
      const response = await fetchImpl(config.GOOGLE_TOKEN_URL, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({
          code,
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uri: redirectUri,
          grant_type: "authorization_code",
        }),
        signal: AbortSignal.timeout(10_000),
      }).catch((err: unknown) => {
        throw new GoogleExchangeError(`token endpoint unreachable: ${String(err)}`);
      });
      const body = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
      if (!response.ok || typeof body.id_token !== "string") {
        throw new GoogleExchangeError(`token endpoint answered ${response.status} ${String(body.error ?? "")}`);
      }
      const { payload } = await jwtVerify(body.id_token, keys, { issuer: GOOGLE_ISSUERS, audience: clientId }).catch(
        (err: unknown) => {
          throw new GoogleExchangeError(`ID token rejected: ${String(err)}`);
        },
      );
      if (typeof payload.email !== "string") throw new GoogleExchangeError("ID token without an email");
      return { email: payload.email.toLowerCase(), emailVerified: payload.email_verified === true };
    },
  };
}
export type GoogleOAuth = NonNullable<ReturnType<typeof createGoogleOAuth>>;
