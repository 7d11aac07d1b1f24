import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startOAuthProvider } from "../../test/oauth-provider.ts";
import { users } from "../users/users.table.ts";

const API = "/api/v1/partners";
const CLIENT_ID = "quad-test.apps.googleusercontent.com";
const CLIENT_SECRET = "quad-test-secret";

let t: TestApp;
let google: Awaited<ReturnType<typeof startOAuthProvider>>;

beforeAll(async () => {
  google = await startOAuthProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: "http://quad.test/sign-in",
  });
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GOOGLE_JWKS_URL: google.jwksUrl,
      SIGN_IN_MAX_PER_ADDRESS: "20",
    },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const signIn = (code: string, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: `${API}/sessions/create_google_oauth`, payload: { code }, remoteAddress: ip });

describe("POST sessions/create_google_oauth", () => {
  it("signs in the account whose address Google verified, with a working session", async () => {
    const partner = await t.createPartner({ institute_type: "School" });
    const user = await t.createUser({ partner_id: partner.id });
    const res = await signIn(google.grant({ email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id: user.id, email: user.email, institute_type: "School" });
    expect(data.authToken).toEqual(expect.any(String));
    const exchange = google.exchanges.at(-1);
    expect(exchange?.get("redirect_uri")).toBe("http://quad.test/sign-in");

    const check = await t.app.inject({
      method: "GET",
      url: `${API}/users/${user.id}/check_session`,
      headers: { authentication_token: data.authToken },
    });
    expect(check.statusCode).toBe(200);
  });

  it("confirms a not yet confirmed email, since Google verified it", async () => {
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id, email_confirmed_at: null });
    expect((await signIn(google.grant({ email: user.email }))).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email_confirmed_at).toBeInstanceOf(Date);
  });

  it("answers 404 for an address with no Quad account", async () => {
    const res = await signIn(google.grant({ email: "stranger@example.test" }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: MESSAGES.accountNotFound });
  });

  it("answers 401 for a code Google refuses, a reused code, an unverified address and a forged token", async () => {
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id });
    const unknown = await signIn("made-up-code");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: MESSAGES.googleSignInFailed });

    const code = google.grant({ email: user.email });
    expect((await signIn(code)).statusCode).toBe(200);
    expect((await signIn(code)).statusCode).toBe(401);

    for (const identity of [
      { email: user.email, email_verified: false },
      { email: user.email, audience: "someone-else.apps.googleusercontent.com" },
      { email: user.email, issuer: "https://evil.example" },
      { email: user.email, expiresIn: "-1m" },
      { email: user.email, foreignKey: true },
    ]) {
      const res = await signIn(google.grant(identity));
      expect(res.statusCode, JSON.stringify(identity)).toBe(401);
    }
  });

  it("refuses a deactivated member with 403", async () => {
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id, status: "deactivated" });
    const res = await signIn(google.grant({ email: user.email }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_message: MESSAGES.accountDeactivated });
  });

  it("validates the body and throttles failures per address", async () => {
    const empty = await t.app.inject({ method: "POST", url: `${API}/sessions/create_google_oauth`, payload: {} });
    expect(empty.statusCode).toBe(422);
    for (let i = 0; i < 20; i += 1) expect((await signIn(`bad-${i}`, "10.9.9.9")).statusCode).toBe(401);
    expect((await signIn("bad-last", "10.9.9.9")).statusCode).toBe(429);
  });
});

describe("Google sign-in not configured", () => {
  it("answers 404 with a clear message", async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: "POST",
        url: `${API}/sessions/create_google_oauth`,
        payload: { code: "anything" },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: MESSAGES.googleSignInUnavailable });
    } finally {
      await plain.close();
    }
  });
});
