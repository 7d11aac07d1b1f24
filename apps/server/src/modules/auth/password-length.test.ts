import { PASSWORD_MAX_LENGTH } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../lib/passwords.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../test/app.ts";
import { countries } from "../reference/reference.table.ts";

// Every route that takes a password refuses one over 128 characters with a field error, before any
// argon2 work (a 900 kB password was hashed in full on every sign-in attempt). That no check ran is seen
// through the per-account throttle: a refusal after a password check counts as a failed sign-in.
let t: TestApp;
const API = "/api/v1/partners";
const LONGEST = "p".repeat(PASSWORD_MAX_LENGTH);
const TOO_LONG = "p".repeat(PASSWORD_MAX_LENGTH + 1);
const HUGE = "p".repeat(900_000);

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_IN_MAX_PER_ACCOUNT: "2", JOBS_WORKERS: "true" } });
});
afterAll(async () => t.close());

async function userWithPassword(password: string) {
  const partner = await t.createPartner();
  return t.createUser({ partner_id: partner.id, password_hash: await hashPassword(password) });
}

async function mailedResetToken(email: string) {
  await t.app.inject({ method: "POST", url: `${API}/passwords/forgot_password`, payload: { email } });
  await t.drainJobs("password-reset-mail");
  const res = await t.app.inject({ method: "GET", url: `/dev/mailbox.json?to=${encodeURIComponent(email)}` });
  const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec(res.json().mails[0]?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

const signIn = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: `${API}/sessions`, payload: { email, password } });

describe("sign-in", () => {
  it("refuses a password over 128 characters without checking it, and accepts one of 128", async () => {
    const user = await userWithPassword(LONGEST);
    // Two failures lock the account here: five refusals that reached the password check would lock it.
    for (const password of [TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, HUGE]) {
      const res = await signIn(user.email, password);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { password: MESSAGES.passwordTooLong } });
    }
    expect((await signIn(user.email, LONGEST)).statusCode).toBe(200);
  });
});

describe("password reset", () => {
  it("refuses a new password over 128 characters and keeps the link usable; 128 is accepted", async () => {
    const user = await userWithPassword(TEST_PASSWORD);
    const token = await mailedResetToken(user.email);
    const reset = (password: string) =>
      t.app.inject({
        method: "PUT",
        url: `${API}/passwords/reset_password`,
        payload: { reset_password_token: token, password, password_confirmation: password },
      });
    const refused = await reset(TOO_LONG);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.password).toBe(MESSAGES.passwordTooLong);
    expect((await reset(LONGEST)).statusCode).toBe(200);
    expect((await signIn(user.email, LONGEST)).statusCode).toBe(200);
  });
});

describe("password change", () => {
  it("refuses a current or new password over 128 characters; a new one of 128 is accepted", async () => {
    const { user, token } = await t.createSignedIn();
    const change = (current_password: string, password: string) =>
      t.injectAs(token, {
        method: "PUT",
        url: `${API}/users/${user.id}/update_password`,
        payload: { current_password, password, password_confirmation: password },
      });
    const current = await change(TOO_LONG, "new-password-1");
    expect(current.statusCode).toBe(422);
    expect(current.json()).toEqual({ errors: { current_password: MESSAGES.passwordTooLong } });
    const chosen = await change(TEST_PASSWORD, TOO_LONG);
    expect(chosen.statusCode).toBe(422);
    expect(chosen.json().errors.password).toBe(MESSAGES.passwordTooLong);
    expect((await change(TEST_PASSWORD, LONGEST)).statusCode).toBe(200);
    expect((await signIn(user.email, LONGEST)).statusCode).toBe(200);
  });
});

describe("registration", () => {
  it("refuses a password over 128 characters, as multipart and as JSON; 128 is accepted", async () => {
    const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
    const fields = (email: string, password: string) => ({
      institute_type: "School",
      institution_name: "Long Password Academy",
      country_id: String(us?.id),
      first_name: "Ada",
      last_name: "Lovelace",
      email,
      password,
      password_confirmation: password,
    });
    const boundary = "----quadtest";
    const multipart = (values: Record<string, string>) => ({
      payload: `${Object.entries(values)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join("")}--${boundary}--\r\n`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    const url = `${API}/registrations`;
    const asForm = await t.app.inject({ method: "POST", url, ...multipart(fields("ada@long.test", TOO_LONG)) });
    expect(asForm.statusCode).toBe(422);
    expect(asForm.json().errors.password).toBe(MESSAGES.passwordTooLong);
    const asJson = await t.app.inject({ method: "POST", url, payload: fields("ada@long.test", TOO_LONG) });
    expect(asJson.statusCode).toBe(422);
    expect(asJson.json().errors.password).toBe(MESSAGES.passwordTooLong);
    const accepted = await t.app.inject({ method: "POST", url, ...multipart(fields("ada@long.test", LONGEST)) });
    expect(accepted.statusCode).toBe(201);
  });
});
