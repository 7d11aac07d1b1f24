import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../test/app.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { sessions } from "./auth.table.ts";

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let clock = Date.now();

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: sink.url, SIGN_IN_MAX_PER_ACCOUNT: "3", JOBS_WORKERS: "true" },
    now: () => new Date(clock),
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const API = "/api/v1/partners";

async function mailLink(to: string, param: string) {
  await t.app.ctx.mailer.flush();
  await t.drainJobs("password-reset-mail");
  const text = sink.lastTo(to);
  const match = text?.match(new RegExp(`${param}=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${param} link mailed to ${to}`);
  return match[1];
}

describe("POST sessions", () => {
  it("signs in and answers the user with its token and partner fields", async () => {
    const partner = await t.createPartner({ institute_type: "School", name: "Maple High" });
    const user = await t.createUser({ partner_id: partner.id, role: "member", locale: "zh-CN" });
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: user.id,
      partner_id: partner.id,
      institute_type: "School",
      is_admin: false,
      role: { name: "member" },
      is_onboard: false,
      locale: "zh-CN",
      company: { id: partner.id, name: "Maple High" },
      last_login: null,
    });
    expect(data.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only the hash is stored
    const stored = await t.db.select({ h: sessions.token_hash }).from(sessions).where(eq(sessions.user_id, user.id));
    expect(stored[0]?.h).not.toBe(data.authToken);
    expect(stored[0]?.h).toHaveLength(64);
  });

  it("answers 422 with field messages for bad input", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: "nope", password: "" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: MESSAGES.invalidEmail, password: MESSAGES.required });
    const missing = await t.app.inject({ method: "POST", url: `${API}/sessions`, payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toBe(MESSAGES.required);
  });

  it("answers 404 for an unknown email and 401 for a wrong password", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: "ghost@example.test", password: "whatever1" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MESSAGES.accountNotFound });
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id });
    const wrong = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: user.email, password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: MESSAGES.invalidCredentials });
  });

  it("refuses deactivated users, unvalidated emails and institutions awaiting approval with 403", async () => {
    const active = await t.createPartner();
    const deactivated = await t.createUser({ partner_id: active.id, status: "deactivated" });
    const unconfirmed = await t.createUser({ partner_id: active.id, email_confirmed_at: null });
    const waiting = await t.createPartner({ status: "awaiting_approval" });
    const waitingUser = await t.createUser({ partner_id: waiting.id });
    for (const [u, msg] of [
      [deactivated, MESSAGES.accountDeactivated],
      [unconfirmed, MESSAGES.emailNotConfirmed],
      [waitingUser, MESSAGES.accountPendingApproval],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: `${API}/sessions`,
        payload: { email: u.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error_message: msg });
    }
  });

  it("throttles failed sign-ins per account with 429, and lets the window pass", async () => {
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id });
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({
        method: "POST",
        url: `${API}/sessions`,
        payload: { email: user.email, password: "bad-password" },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: MESSAGES.tooManyAttempts });
    expect(blocked.headers["retry-after"]).toBeDefined();
    clock += 16 * 60_000;
    const later = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(later.statusCode).toBe(200);
  });

  it("throttles per address across accounts", async () => {
    const app = await createTestApp({ env: { SIGN_IN_MAX_PER_ADDRESS: "4" } });
    try {
      for (let i = 0; i < 4; i++) {
        const r = await app.app.inject({
          method: "POST",
          url: `${API}/sessions`,
          payload: { email: `nobody${i}@example.test`, password: "x" },
          remoteAddress: "10.1.1.1",
        });
        expect(r.statusCode).toBe(404);
      }
      const r = await app.app.inject({
        method: "POST",
        url: `${API}/sessions`,
        payload: { email: "other@example.test", password: "x" },
        remoteAddress: "10.1.1.1",
      });
      expect(r.statusCode).toBe(429);
      const elsewhere = await app.app.inject({
        method: "POST",
        url: `${API}/sessions`,
        payload: { email: "other@example.test", password: "x" },
        remoteAddress: "10.1.1.2",
      });
      expect(elsewhere.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe("sessions: check, sign-out, expiry", () => {
  it("checks the session, then 401 after sign-out (revoked token)", async () => {
    const { user, token } = await t.createSignedIn("University");
    const ok = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/check_session` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: user.id, institute_type: "University", is_admin: true });
    const out = await t.injectAs(token, { method: "DELETE", url: `${API}/sessions` });
    expect(out.statusCode).toBe(200);
    const after = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/check_session` });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: MESSAGES.sessionExpired });
  });

  it("answers 401 without a token and with a made-up token", async () => {
    const none = await t.app.inject({ method: "GET", url: `${API}/users/1/check_session` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: MESSAGES.unauthorized });
    const fake = await t.injectAs("x".repeat(43), { method: "GET", url: `${API}/users/1/check_session` });
    expect(fake.statusCode).toBe(401);
  });

  it("ends an idle session and a session past its absolute expiry", async () => {
    const { user, token } = await t.createSignedIn();
    clock += 8 * 24 * 3_600_000; // idle limit is 7 days
    const idle = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/check_session` });
    expect(idle.statusCode).toBe(401);
    const second = await t.createSignedIn();
    for (let d = 0; d < 5; d++) {
      clock += 6 * 24 * 3_600_000; // active every 6 days
      const r = await t.injectAs(second.token, { method: "GET", url: `${API}/users/${second.user.id}/check_session` });
      expect(r.statusCode).toBe(d < 4 ? 200 : 401); // 30 days absolute
    }
  });

  it("never answers another user's session check", async () => {
    const a = await t.createSignedIn();
    const b = await t.createSignedIn();
    const res = await t.injectAs(a.token, { method: "GET", url: `${API}/users/${b.user.id}/check_session` });
    expect(res.statusCode).toBe(404);
  });
});

describe("password reset", () => {
  it("gives the same answer for known and unknown emails and mails a link only to the known one", async () => {
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id });
    const before = sink.mails.length;
    const known = await t.app.inject({
      method: "POST",
      url: `${API}/passwords/forgot_password`,
      payload: { email: user.email },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: `${API}/passwords/forgot_password`,
      payload: { email: "nobody@example.test" },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: MESSAGES.forgotPasswordSent });
    await t.drainJobs("password-reset-mail");
    expect(sink.mails.length).toBe(before + 1);
    expect(sink.mails.at(-1)?.to).toEqual([user.email]);
  });

  it("resets with the mailed token once, ends every session, and the new password signs in", async () => {
    const { user, token } = await t.createSignedIn();
    await t.app.inject({ method: "POST", url: `${API}/passwords/forgot_password`, payload: { email: user.email } });
    const resetToken = await mailLink(user.email, "reset_password_token");
    const payload = {
      reset_password_token: resetToken,
      password: "brand-new-pass",
      password_confirmation: "brand-new-pass",
    };
    const res = await t.app.inject({ method: "PUT", url: `${API}/passwords/reset_password`, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordReset });
    const old = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/check_session` });
    expect(old.statusCode).toBe(401);
    const reused = await t.app.inject({ method: "PUT", url: `${API}/passwords/reset_password`, payload });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ reset_password_token: MESSAGES.resetTokenInvalid });
    await expect(t.signIn(user.email, "brand-new-pass")).resolves.toBeTruthy();
    await expect(t.signIn(user.email, TEST_PASSWORD)).rejects.toThrow();
  });

  it("refuses an expired token and mismatched passwords", async () => {
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id });
    await t.app.inject({ method: "POST", url: `${API}/passwords/forgot_password`, payload: { email: user.email } });
    const resetToken = await mailLink(user.email, "reset_password_token");
    const mismatch = await t.app.inject({
      method: "PUT",
      url: `${API}/passwords/reset_password`,
      payload: { reset_password_token: resetToken, password: "brand-new-pass", password_confirmation: "other-pass" },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: MESSAGES.passwordsMustMatch });
    clock += 61 * 60_000;
    const expired = await t.app.inject({
      method: "PUT",
      url: `${API}/passwords/reset_password`,
      payload: {
        reset_password_token: resetToken,
        password: "brand-new-pass",
        password_confirmation: "brand-new-pass",
      },
    });
    expect(expired.statusCode).toBe(422);
  });
});
