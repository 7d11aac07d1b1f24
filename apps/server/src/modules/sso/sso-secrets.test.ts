import { randomBytes } from "node:crypto";
import { SSO_MESSAGES } from "@quad/contract/rules/sso";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecretBox } from "../../lib/secrets/secret-box.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { type OidcTestProvider, startOidcProvider } from "../../test/oidc-provider.ts";
import { ssoConnections } from "./sso.table.ts";

/** The provider's client secret at rest (decision 102): encrypted, still signs in; unreadable, set it up again. */
const API = "/api/v1/partners";
const CLIENT_ID = "quad-sso-secrets";
const CLIENT_SECRET = "quad-sso-secrets-client-secret-42";

let t: TestApp;
let idp: OidcTestProvider;
let n = 0;

beforeAll(async () => {
  idp = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: ["http://quad.test/sso"],
  });
  t = await createTestApp({
    env: { OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1", SIGN_IN_MAX_PER_ADDRESS: "1000" },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

async function institutionWithSso() {
  n += 1;
  const domain = `secrets${n}-sso.test`;
  const partner = await t.createPartner();
  const admin = await t.createUser({ partner_id: partner.id, email: `admin@${domain}`, role: "admin" });
  const token = await t.signIn(admin.email);
  const res = await t.injectAs(token, {
    method: "PUT",
    url: `${API}/institutes/${partner.id}/sso`,
    payload: {
      sso: {
        is_enabled: true,
        issuer: idp.issuer,
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        domains: [domain],
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toContain(CLIENT_SECRET);
  return { partner, token, domain };
}

async function signInThrough(email: string) {
  const started = await t.app.inject({ method: "POST", url: `${API}/sessions/create_sso`, payload: { email } });
  if (started.statusCode !== 200) return started;
  const raw = started.headers["set-cookie"];
  const cookie = String(Array.isArray(raw) ? raw[0] : raw).split(";")[0] ?? "";
  const back = await idp.signIn(started.json().ssoUrl, email);
  return t.app.inject({
    method: "GET",
    url: `${API}/sessions/create_quad_sso?${back.searchParams.toString()}`,
    headers: { cookie },
  });
}

const column = async (partnerId: number) =>
  (await t.db.select().from(ssoConnections).where(eq(ssoConnections.partner_id, partnerId)))[0]?.client_secret;

describe("the SSO client secret at rest", () => {
  it("is stored encrypted, and staff still sign in through the provider with it", async () => {
    const { partner, domain } = await institutionWithSso();
    const stored = await column(partner.id);
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain(CLIENT_SECRET);
    expect(t.app.ctx.secrets.open(stored ?? "")).toBe(CLIENT_SECRET);
    const member = await t.createUser({ partner_id: partner.id, email: `grace@${domain}`, role: "member" });
    const res = await signInThrough(member.email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: member.id });
  });

  it("reads a secret saved before encryption (plain text)", async () => {
    const { partner, domain } = await institutionWithSso();
    await t.db
      .update(ssoConnections)
      .set({ client_secret: CLIENT_SECRET })
      .where(eq(ssoConnections.partner_id, partner.id));
    const member = await t.createUser({ partner_id: partner.id, email: `alan@${domain}`, role: "member" });
    expect((await signInThrough(member.email)).statusCode).toBe(200);
  });

  it("one Quad cannot read shows as missing to the admin and stops sign-in with the spec's message, never a 5xx", async () => {
    const { partner, token, domain } = await institutionWithSso();
    const foreign = createSecretBox({ current: randomBytes(32) }).seal(CLIENT_SECRET);
    await t.db.update(ssoConnections).set({ client_secret: foreign }).where(eq(ssoConnections.partner_id, partner.id));
    const settings = await t.injectAs(token, { method: "GET", url: `${API}/institutes/${partner.id}/sso` });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().sso).toMatchObject({ is_enabled: true, has_client_secret: false });
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/sessions/create_sso`,
      payload: { email: `someone@${domain}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: SSO_MESSAGES.notConfigured });
  });
});
