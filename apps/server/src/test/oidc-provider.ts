/// <reference path="./oidc-provider-module.d.ts" />
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from "jose";
import Provider from "oidc-provider";

/** A change to the ID token the provider hands out (a wrong audience, an expired token). */
export type IdTokenTamper = (claims: Record<string, unknown>) => Record<string, unknown>;

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Accounts whose address the provider marks as not verified. */
  unverified?: string[];
}

/**
 * A real OpenID Connect provider (npm oidc-provider) on a loopback port, for tests of single sign-on: its own
 * discovery document, keys, authorization endpoint with its development login and consent pages (any login
 * name signs in as that account; the account's email is the login name), and token endpoint. `tamper` makes
 * it hand out an ID token changed and signed again with its own key, as a misbehaving provider would.
 */
export async function startOidcProvider(opts: OidcProviderOptions) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: "quad-test", alg: "RS256", use: "sig" };
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let tamper: IdTokenTamper | null = null;
  const unverified = new Set(opts.unverified ?? []);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ["quad-test-provider-cookie-key"] },
    async findAccount(_ctx, sub) {
      const local = sub.split("@")[0] ?? sub;
      const [given = local, ...family] = local.split(/[._-]/);
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: sub,
          email_verified: !unverified.has(sub),
          given_name: given.charAt(0).toUpperCase() + given.slice(1),
          family_name: family.map((f) => f.charAt(0).toUpperCase() + f.slice(1)).join(" ") || "Staff",
        }),
      };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "name"] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600 },
  });
  // The token endpoint's answer, changed when a test asks: signed again with the provider's own key, so only
  // the changed claim is wrong.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (!tamper || ctx.path !== "/token" || typeof body?.id_token !== "string") return;
    const claims = tamper(decodeJwt(body.id_token) as Record<string, unknown>);
    const idToken = await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: jwk.kid }).sign(privateKey);
    ctx.body = { ...body, id_token: idToken };
  });
  handler = provider.callback();

  return {
    issuer,
    setTamper(next: IdTokenTamper | null) {
      tamper = next;
    },
    /**
     * Signs in at the provider as a browser would (for API tests; journeys use a real browser): follows the
     * authorization URL, fills the development login form with `login` and accepts the consent page, and
     * answers the address the provider sends the browser back to.
     */
    async signIn(authorizationUrl: string, login: string): Promise<URL> {
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      let init: RequestInit = {};
      for (let step = 0; step < 12; step += 1) {
        const res = await fetch(url, {
          ...init,
          redirect: "manual",
          headers: {
            ...(init.headers as Record<string, string>),
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
          },
        });
        for (const cookie of res.headers.getSetCookie()) {
          const [pair = ""] = cookie.split(";");
          const [name = "", ...value] = pair.split("=");
          jar.set(name.trim(), value.join("="));
        }
        const location = res.headers.get("location");
        if (location) {
          const next = new URL(location, url);
          if (next.origin !== issuer) return next;
          url = next;
          init = {};
          continue;
        }
        const html = await res.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
        if (!action || !prompt)
          throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
        const fields = new URLSearchParams({ prompt });
        if (prompt === "login") {
          fields.set("login", login);
          fields.set("password", "any");
        }
        url = new URL(action.replaceAll("&amp;", "&"), url);
        init = {
          method: "POST",
          body: fields.toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        };
      }
      throw new Error("the provider did not send the browser back");
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;
