import { SSO_MESSAGES } from "@quad/contract/rules/sso";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { type OidcTestProvider, startOidcProvider } from "../../test/oidc-provider.ts";
import { users } from "../users/users.table.ts";

const API = "/api/v1/partners";
const CLIENT_ID = "quad-sso-test";
const CLIENT_SECRET = "quad-sso-test-secret-0123456789";

let t: TestApp;
let idp: OidcTestProvider;
let n = 0;

beforeAll(async () => {
  idp = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: ["http://quad.test/sso"],
    unverified: ["unverified@north-sso.test"],
  });
  t = await createTestApp({
    env: { OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1", SIGN_IN_MAX_PER_ADDRESS: "1000" },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** An institution with an admin on its own domain and single sign-on through the test provider. */
async function institutionWithSso(opts: { enabled?: boolean } = {}) {
  n += 1;
  const domain = `inst${n}-sso.test`;
  const partner = await t.createPartner();
  const admin = await t.createUser({ partner_id: partner.id, email: `admin@${domain}`, role: "admin" });
  const token = await t.signIn(admin.email);
  const res = await t.injectAs(token, {
    method: "PUT",
    url: `${API}/institutes/${partner.id}/sso`,
    payload: {
      sso: {
        is_enabled: opts.enabled ?? true,
        issuer: idp.issuer,
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        domains: [domain],
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { partner, admin, token, domain };
}

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers["set-cookie"];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return String(first).split(";")[0] ?? "";
}

/** create_sso for an email: the provider address and the browser's cookie. */
async function start(email: string) {
  const res = await t.app.inject({ method: "POST", url: `${API}/sessions/create_sso`, payload: { email } });
  expect(res.statusCode, res.body).toBe(200);
  return { ssoUrl: res.json().ssoUrl as string, cookie: cookieOf(res) };
}

function finish(back: URL, cookie: string) {
  return t.app.inject({
    method: "GET",
    url: `${API}/sessions/create_quad_sso?${back.searchParams.toString()}`,
    headers: { cookie },
  });
}

/** The whole way: start, sign in at the provider as `login`, finish. */
async function signInThrough(email: string, login = email) {
  const { ssoUrl, cookie } = await start(email);
  const back = await idp.signIn(ssoUrl, login);
  return finish(back, cookie);
}

describe("POST sessions/create_sso", () => {
  it("answers the provider's authorization address with PKCE, state, nonce and the email as hint", async () => {
    const { domain } = await institutionWithSso();
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/sessions/create_sso`,
      payload: { email: `Someone@${domain.toUpperCase()}` },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().ssoUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe("http://quad.test/sso");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("login_hint")).toBe(`someone@${domain}`);
    expect(String(res.headers["set-cookie"])).toMatch(
      /^quad_sso=[\w-]+; Path=\/api\/v1\/partners\/sessions;.*HttpOnly; SameSite=Lax/,
    );
  });

  it("tells an email whose domain has no single sign-on to use the password", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/sessions/create_sso`,
      payload: { email: "someone@nowhere-sso.test" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: SSO_MESSAGES.notConfigured });
  });

  it("does not start for a domain whose institution turned single sign-on off", async () => {
    const { domain } = await institutionWithSso({ enabled: false });
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/sessions/create_sso`,
      payload: { email: `someone@${domain}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it("refuses a body that is not an email with the spec's message", async () => {
    const res = await t.app.inject({ method: "POST", url: `${API}/sessions/create_sso`, payload: { email: "nope" } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: "must be a valid email" } });
  });
});

describe("GET sessions/create_quad_sso", () => {
  it("signs in an existing member with a working session", async () => {
    const { partner, domain } = await institutionWithSso();
    const member = await t.createUser({ partner_id: partner.id, email: `ada.lovelace@${domain}`, role: "member" });
    const res = await signInThrough(member.email);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id: member.id, email: member.email, partner_id: partner.id, is_admin: false });
    const check = await t.injectAs(data.authToken, { method: "GET", url: `${API}/users/${member.id}/check_session` });
    expect(check.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).toContain("quad_sso=; ");
  });

  it("creates a member of the institution on a first sign-in from its domain, with the default role", async () => {
    const { partner, domain } = await institutionWithSso();
    const email = `grace.hopper@${domain}`;
    const res = await signInThrough(email);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ email, partner_id: partner.id, first_name: "Grace", last_name: "Hopper" });
    expect(data.role).toEqual({ name: "member" });
    expect(data.last_login).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ partner_id: partner.id, role: "member", password_hash: null, status: "active" });
    expect(row?.email_confirmed_at).not.toBeNull();
    // The second time is the same member, not a new one.
    const again = await signInThrough(email);
    expect(again.json().data.id).toBe(data.id);
  });

  it("refuses an ID token for another audience", async () => {
    const { domain } = await institutionWithSso();
    idp.setTamper((claims) => ({ ...claims, aud: "another-client" }));
    try {
      const res = await signInThrough(`someone@${domain}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: SSO_MESSAGES.signInFailed });
    } finally {
      idp.setTamper(null);
    }
  });

  it("refuses an expired ID token", async () => {
    const { domain } = await institutionWithSso();
    const past = Math.floor(Date.now() / 1000) - 7200;
    idp.setTamper((claims) => ({ ...claims, iat: past, exp: past + 600 }));
    try {
      const res = await signInThrough(`someone@${domain}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: SSO_MESSAGES.signInFailed });
    } finally {
      idp.setTamper(null);
    }
  });

  it("refuses an address on a domain the institution did not configure, and creates nobody", async () => {
    const { domain } = await institutionWithSso();
    const res = await signInThrough(`someone@${domain}`, "intruder@elsewhere-sso.test");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_message: SSO_MESSAGES.notConfigured });
    const rows = await t.db.select().from(users).where(eq(users.email, "intruder@elsewhere-sso.test"));
    expect(rows).toEqual([]);
  });

  it("refuses an address the provider has not verified", async () => {
    // The unverified account lives on north-sso.test: a domain of its own, configured for a member there.
    const partner = await t.createPartner();
    await t.createUser({ partner_id: partner.id, email: "admin@north-sso.test" });
    const token = await t.signIn("admin@north-sso.test");
    const saved = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/institutes/${partner.id}/sso`,
      payload: {
        sso: {
          is_enabled: true,
          issuer: idp.issuer,
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          domains: ["north-sso.test"],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await signInThrough("unverified@north-sso.test");
    expect(res.statusCode).toBe(401);
  });

  it("refuses a state it did not issue, a state used twice, and an answer without the browser's cookie", async () => {
    const { domain } = await institutionWithSso();
    const email = `twice@${domain}`;
    const { ssoUrl, cookie } = await start(email);
    const back = await idp.signIn(ssoUrl, email);

    const forged = new URL(back);
    forged.searchParams.set("state", "forged-state-value");
    const bad = await finish(forged, cookie);
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: SSO_MESSAGES.attemptExpired });

    const noCookie = await finish(back, "");
    expect(noCookie.statusCode).toBe(401);
    // The attempt was used by the try without the cookie: the right browser cannot replay it either.
    const replay = await finish(back, cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: SSO_MESSAGES.attemptExpired });
  });

  it("refuses a member of another institution who signs in through this one's provider", async () => {
    const { domain } = await institutionWithSso();
    const other = await t.createPartner();
    // An account of another institution on this domain (created before the domain was claimed).
    const stranger = await t.createUser({ partner_id: other.id, email: `moved@${domain}` });
    const res = await signInThrough(stranger.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_message: SSO_MESSAGES.otherInstitution });
  });

  it("refuses a query without code or state with the spec's message", async () => {
    const res = await t.app.inject({ method: "GET", url: `${API}/sessions/create_quad_sso?state=x` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { code: "is required" } });
  });
});
