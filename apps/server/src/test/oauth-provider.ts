import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export interface IssuedIdentity {
  email: string;
  email_verified?: boolean;
  /** Overrides for the signed token (a wrong audience, issuer, an expired token). */
  audience?: string;
  issuer?: string;
  expiresIn?: string;
  /** Sign with a key the provider does not publish. */
  foreignKey?: boolean;
}

/**
 * A real OpenID token endpoint and key set on a loopback port, standing in for Google (which a test
 * machine cannot reach): `grant(identity)` answers a one-time code that the token endpoint trades for
 * an RS256 ID token, checking client id, secret, redirect address and grant type as Google does.
 */
export async function startOAuthProvider(opts: { clientId: string; clientSecret: string; redirectUri: string }) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const foreign = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, IssuedIdentity>();
  const exchanges: URLSearchParams[] = [];
  let counter = 0;

  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && req.url === "/certs") return send(200, { keys: [jwk] });
    if (req.method !== "POST" || req.url !== "/token") return send(404, { error: "not_found" });
    let raw = "";
    req.on("data", (c: Buffer) => {
      raw += c.toString("utf8");
    });
    req.on("end", () => {
      const form = new URLSearchParams(raw);
      exchanges.push(form);
      const identity = codes.get(form.get("code") ?? "");
      const clientOk =
        form.get("client_id") === opts.clientId &&
        form.get("client_secret") === opts.clientSecret &&
        form.get("redirect_uri") === opts.redirectUri &&
        form.get("grant_type") === "authorization_code";
      if (!clientOk) return send(401, { error: "invalid_client" });
      if (!identity) return send(400, { error: "invalid_grant" });
      codes.delete(form.get("code") ?? "");
      const token = new SignJWT({ email: identity.email, email_verified: identity.email_verified ?? true })
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(identity.issuer ?? "https://accounts.google.com")
        .setAudience(identity.audience ?? opts.clientId)
        .setSubject(`sub-${identity.email}`)
        .setIssuedAt()
        .setExpirationTime(identity.expiresIn ?? "1h");
      void token
        .sign(identity.foreignKey ? foreign.privateKey : privateKey)
        .then((id_token) => send(200, { access_token: "unused", token_type: "Bearer", id_token }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    tokenUrl: `${base}/token`,
    jwksUrl: `${base}/certs`,
    exchanges,
    /** A fresh single-use authorisation code for this identity. */
    grant(identity: IssuedIdentity): string {
      counter += 1;
      const code = `code-${counter}-${Math.random().toString(36).slice(2)}`;
      codes.set(code, identity);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
