import { SSO_MESSAGES } from "@quad/contract/rules/sso";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { type OidcTestProvider, startOidcProvider } from "../../test/oidc-provider.ts";
import { ssoConnections } from "./sso.table.ts";

const API = "/api/v1/partners";
const SECRET = "settings-test-secret-0123456789";

let t: TestApp;
let idp: OidcTestProvider;
let n = 0;

beforeAll(async () => {
  idp = await startOidcProvider({ clientId: "quad", clientSecret: SECRET, redirectUris: ["http://quad.test/sso"] });
  t = await createTestApp({ env: { OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1" } });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

async function admin() {
  n += 1;
  const domain = `set${n}-sso.test`;
  const partner = await t.createPartner();
  const user = await t.createUser({ partner_id: partner.id, email: `admin@${domain}` });
  return { partner, user, domain, token: await t.signIn(user.email) };
}

const put = (token: string, id: number, sso: Record<string, unknown>) =>
  t.injectAs(token, { method: "PUT", url: `${API}/institutes/${id}/sso`, payload: { sso } });
const get = (token: string, id: number) => t.injectAs(token, { method: "GET", url: `${API}/institutes/${id}/sso` });

describe("institutes/{id}/sso", () => {
  it("answers an empty setting first, with the redirect URI to register at the provider", async () => {
    const a = await admin();
    const res = await get(a.token, a.partner.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sso: {
        is_enabled: false,
        issuer: null,
        client_id: null,
        has_client_secret: false,
        domains: [],
        redirect_uri: "http://quad.test/sso",
        updated_at: null,
      },
    });
  });

  it("saves the provider and domains, never answers the secret, and keeps it when left empty", async () => {
    const a = await admin();
    const saved = await put(a.token, a.partner.id, {
      is_enabled: true,
      issuer: `${idp.issuer}/`,
      client_id: "quad",
      client_secret: SECRET,
      domains: [`@${a.domain.toUpperCase()}`],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().sso).toMatchObject({
      is_enabled: true,
      issuer: idp.issuer,
      client_id: "quad",
      has_client_secret: true,
      domains: [a.domain],
    });
    expect(saved.body).not.toContain(SECRET);
    const again = await put(a.token, a.partner.id, {
      is_enabled: true,
      issuer: idp.issuer,
      client_id: "quad",
      client_secret: "",
      domains: [a.domain],
    });
    expect(again.statusCode, again.body).toBe(200);
    const [row] = await t.db.select().from(ssoConnections).where(eq(ssoConnections.partner_id, a.partner.id));
    // Kept, and encrypted at rest (decision 102).
    expect(row?.client_secret).toMatch(/^enc:v1:/);
    expect(row?.client_secret).not.toContain(SECRET);
    expect(t.app.ctx.secrets.open(row?.client_secret ?? "")).toBe(SECRET);
    expect((await get(a.token, a.partner.id)).body).not.toContain(SECRET);
  });

  it("asks for a new secret when the client id changes", async () => {
    const a = await admin();
    const base = {
      is_enabled: true,
      issuer: idp.issuer,
      client_id: "quad",
      client_secret: SECRET,
      domains: [a.domain],
    };
    expect((await put(a.token, a.partner.id, base)).statusCode).toBe(200);
    const res = await put(a.token, a.partner.id, { ...base, client_id: "another", client_secret: "" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { "sso.client_secret": SSO_MESSAGES.secretRequired } });
  });

  it("takes only domains a member already uses, never a public mail service, once per institution", async () => {
    const a = await admin();
    const b = await admin();
    const res = await put(a.token, a.partner.id, {
      is_enabled: false,
      issuer: "",
      client_id: "",
      domains: [a.domain, "gmail.com", "unused-sso.test", b.domain, "not a domain", a.domain],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "sso.domains.1": SSO_MESSAGES.publicDomain,
      "sso.domains.4": SSO_MESSAGES.invalidDomain,
      "sso.domains.5": SSO_MESSAGES.domainRepeated,
    });
    const unused = await put(a.token, a.partner.id, {
      is_enabled: false,
      issuer: "",
      client_id: "",
      domains: [a.domain, "unused-sso.test"],
    });
    expect(unused.json().errors).toEqual({ "sso.domains.1": SSO_MESSAGES.domainNotVerified });
    // b's domain, once b claims it, is b's: a member of a on it does not make it a's.
    await t.createUser({ partner_id: a.partner.id, email: `guest@${b.domain}` });
    expect(
      (await put(b.token, b.partner.id, { is_enabled: false, issuer: "", client_id: "", domains: [b.domain] }))
        .statusCode,
    ).toBe(200);
    const taken = await put(a.token, a.partner.id, {
      is_enabled: false,
      issuer: "",
      client_id: "",
      domains: [b.domain],
    });
    expect(taken.json().errors).toEqual({ "sso.domains.0": SSO_MESSAGES.domainTaken });
  });

  it("turns on only with a provider that answers its discovery document, and everything it needs", async () => {
    const a = await admin();
    const missing = await put(a.token, a.partner.id, { is_enabled: true, issuer: "", client_id: "", domains: [] });
    expect(missing.json().errors).toEqual({
      "sso.issuer": "is required",
      "sso.client_id": "is required",
      "sso.client_secret": SSO_MESSAGES.secretRequired,
      "sso.domains": SSO_MESSAGES.domainsRequired,
    });
    const down = await put(a.token, a.partner.id, {
      is_enabled: true,
      issuer: "http://127.0.0.1:9/nothing",
      client_id: "quad",
      client_secret: SECRET,
      domains: [a.domain],
    });
    expect(down.statusCode).toBe(422);
    expect(down.json()).toEqual({ errors: { "sso.issuer": SSO_MESSAGES.providerUnreachable } });
    // An address of Quad's own network is never called, even one the admin typed.
    const inside = await put(a.token, a.partner.id, {
      is_enabled: true,
      issuer: "http://10.0.0.5/realms/staff",
      client_id: "quad",
      client_secret: SECRET,
      domains: [a.domain],
    });
    expect(inside.json()).toEqual({ errors: { "sso.issuer": SSO_MESSAGES.providerUnreachable } });
  });

  it("is for team admins only", async () => {
    const a = await admin();
    const member = await t.createUser({ partner_id: a.partner.id, email: `member@${a.domain}`, role: "member" });
    const token = await t.signIn(member.email);
    expect((await get(token, a.partner.id)).statusCode).toBe(403);
    const res = await put(token, a.partner.id, { is_enabled: false, issuer: "", client_id: "", domains: [] });
    expect(res.statusCode).toBe(403);
  });
});
