import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
const API = "/api/v1/partners";
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("users", () => {
  it("answers the signed-in user with their partner", async () => {
    const { user, partner, token } = await t.createSignedIn("ApplicationClient");
    const res = await t.injectAs(token, { method: "GET", url: `${API}/users/user_partner` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: user.id, institute_type: "ApplicationClient" },
      partner: { id: partner.id, name: partner.name, institute_type: "ApplicationClient", country: "United States" },
    });
  });

  it("shows the signed-in user's own profile, and a colleague's id is not found (404), like its siblings", async () => {
    const { user, partner, token } = await t.createSignedIn("School");
    const own = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ id: user.id, status: "active", role: { name: "admin" } });
    expect(own.json().user).toHaveProperty("email_preferences");
    const colleague = await t.createUser({ partner_id: partner.id, role: "member", designation: "Counsellor" });
    for (const url of [`users/${colleague.id}`, `users/${colleague.id}/check_session`]) {
      const denied = await t.injectAs(token, { method: "GET", url: `${API}/${url}` });
      expect(denied.statusCode, url).toBe(404);
      expect(denied.json(), url).toEqual({ error: `User ${colleague.id} not found` });
    }
    const other = await t.createSignedIn("School");
    const stranger = await t.injectAs(other.token, { method: "GET", url: `${API}/users/${colleague.id}` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: `User ${colleague.id} not found` });
    const missing = await t.injectAs(token, { method: "GET", url: `${API}/users/2147483647` });
    expect(missing.json()).toEqual({ error: "User 2147483647 not found" });
  });

  it("validates the id param and requires a session", async () => {
    const { token } = await t.createSignedIn();
    const bad = await t.injectAs(token, { method: "GET", url: `${API}/users/abc` });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("id");
    const anon = await t.app.inject({ method: "GET", url: `${API}/users/user_partner` });
    expect(anon.statusCode).toBe(401);
  });
});

describe("platform", () => {
  it("serves health, readiness and the OpenAPI document (metrics: plugins/health.test.ts)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.json()).toMatchObject({ status: "ready" });
    const doc = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(["/api/v1/partners/sessions", "/api/v1/partners/registrations"]),
    );
  });

  it("sends security headers and a strict CSP, and answers unknown API paths with 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const missing = await t.app.inject({ method: "GET", url: "/api/v1/partners/nope" });
    expect(missing.statusCode).toBe(404);
    // API answers: nothing runs, frames, sniffs or caches them.
    expect(missing.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(missing.headers["x-content-type-options"]).toBe("nosniff");
    expect(missing.headers["x-frame-options"]).toBe("DENY");
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect(missing.headers["strict-transport-security"]).toMatch(/max-age=/);
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: JSON.stringify({ email: "a@b.test", password: "x".repeat(2 * 1024 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(413);
  });
});
