import * as oidc from "openid-client";
import type { OutboundClient } from "../../lib/outbound/client.ts";
import { guardedFetch } from "../../lib/outbound/fetch.ts";

/** Why a step with the provider failed; the reason is for the log, the user is told one sentence. */
export class SsoProviderError extends Error {}

/** Who the provider says signed in: the ID token's claims Quad uses. */
export interface SsoIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

export interface SsoProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The OpenID Connect relying party of one institution (openid-client, decision 096): discovery of the
 * issuer, the authorization URL with PKCE, state and nonce, and the code exchange whose ID token
 * openid-client checks (signature, issuer, audience, expiry, nonce).
 */
export function createSsoOidc(deps: { outbound: OutboundClient; allowHttp: boolean }) {
  const fetchImpl = guardedFetch(deps.outbound);

  async function discover(settings: SsoProviderSettings): Promise<oidc.Configuration> {
    const options: oidc.DiscoveryRequestOptions = {
      [oidc.customFetch]: fetchImpl,
      ...(deps.allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
    };
    try {
      return await oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        options,
      );
    } catch (err) {
      throw new SsoProviderError(`discovery of ${settings.issuer} failed: ${String(err)}`);
    }
  }

  return {
    /** Whether the issuer answers its discovery document (checked when an admin turns single sign-on on). */
    async check(settings: SsoProviderSettings): Promise<void> {
      await discover(settings);
    },

    async authorizationUrl(
      settings: SsoProviderSettings,
      input: { redirectUri: string; state: string; nonce: string; codeVerifier: string; loginHint: string },
    ): Promise<string> {
      const config = await discover(settings);
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        response_type: "code",
        scope: "openid email profile",
        state: input.state,
        nonce: input.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: "S256",
        login_hint: input.loginHint,
      });
      return url.href;
    },

    async exchange(
      settings: SsoProviderSettings,
      input: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string },
    ): Promise<SsoIdentity> {
      const config = await discover(settings);
      let claims: Record<string, unknown> & { sub: string };
      try {
        const tokens = await oidc.authorizationCodeGrant(config, input.callbackUrl, {
          pkceCodeVerifier: input.codeVerifier,
          expectedState: input.state,
          expectedNonce: input.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new SsoProviderError("no ID token");
        claims = idToken;
        // Providers that keep the profile out of the ID token answer it at their userinfo endpoint.
        if (typeof idToken.email !== "string") {
          claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), sub: idToken.sub };
        }
      } catch (err) {
        if (err instanceof SsoProviderError) throw err;
        throw new SsoProviderError(`code exchange refused: ${String(err)}`);
      }
      const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
      return {
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: typeof claims.email_verified === "boolean" ? claims.email_verified : null,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}
export type SsoOidc = ReturnType<typeof createSsoOidc>;

export const newCodeVerifier = () => oidc.randomPKCECodeVerifier();
export const newState = () => oidc.randomState();
export const newNonce = () => oidc.randomNonce();
