import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../test/app.ts";
import { multipartBody, PNG_1PX } from "../../test/files.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const API = "/api/v1/partners";
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, CONTACT_EMAIL: "success@quad.test" } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe("password change", () => {
  it("needs the current password, then ends the user's other sessions only", async () => {
    const { user, token } = await t.createSignedIn();
    const other = await t.signIn(user.email);
    const wrong = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/update_password`,
      payload: { current_password: "nope", password: "new-password-1", password_confirmation: "new-password-1" },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: "Current password is incorrect" });
    const ok = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/update_password`,
      payload: { current_password: TEST_PASSWORD, password: "new-password-1", password_confirmation: "new-password-1" },
    });
    expect(ok.statusCode).toBe(200);
    const mine = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/check_session` });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.injectAs(other, { method: "GET", url: `${API}/users/${user.id}/check_session` });
    expect(theirs.statusCode).toBe(401);
    await expect(t.signIn(user.email, "new-password-1")).resolves.toBeTruthy();
  });
});

describe("profile", () => {
  it("updates names, phone, gender and photo (multipart) and serves the photo by its signed link", async () => {
    const { user, token } = await t.createSignedIn();
    const res = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}`,
      ...multipartBody(
        {
          first_name: "Grace",
          last_name: "Hopper",
          phone_country_code: "+1",
          phone: "415 555 0100",
          gender: "female",
          designation: "Dean",
        },
        [{ field: "profile_photo", filename: "me.png", type: "image/png", data: PNG_1PX }],
      ),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().user;
    expect(body).toMatchObject({
      first_name: "Grace",
      last_name: "Hopper",
      gender: "female",
      designation: "Dean",
      phone: "+1 415 555 0100",
    });
    expect(body.profile_photo_url).toMatch(
      /^\/api\/v1\/partners\/files\/[a-f0-9]{32}\.png\?expires=\d+&signature=[a-f0-9]{64}$/,
    );
    const file = await t.app.inject({ method: "GET", url: body.profile_photo_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    const tampered = await t.app.inject({
      method: "GET",
      // Another first character of the signature (replacing it by "0" left a signature starting with "0" intact: 1 in 16).
      url: body.profile_photo_url.replace(
        /signature=([a-f0-9])/,
        (_: string, c: string) => `signature=${c === "0" ? "1" : "0"}`,
      ),
    });
    expect(tampered.statusCode).toBe(404);
  });

  it("refuses a photo over 5 MB and one whose content does not match its name", async () => {
    const { user, token } = await t.createSignedIn();
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}`,
      ...multipartBody({ first_name: "A", last_name: "B" }, [
        { field: "profile_photo", filename: "big.png", type: "image/png", data: big },
      ]),
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ profile_photo: MESSAGES.fileTooLarge(5) });
    const fake = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}`,
      ...multipartBody({ first_name: "A", last_name: "B" }, [
        {
          field: "profile_photo",
          filename: "photo.png",
          type: "image/png",
          data: Buffer.from("<svg onload=alert(1)>"),
        },
      ]),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.profile_photo).toBe(MESSAGES.fileType("jpg, jpeg, png"));
    const misnamed = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}`,
      ...multipartBody({ first_name: "A", last_name: "B" }, [
        { field: "profile_photo", filename: "photo.pdf", type: "application/pdf", data: PNG_1PX },
      ]),
    });
    expect(misnamed.statusCode).toBe(422);
  });

  it("validates fields and never updates another user's profile", async () => {
    const { user, token } = await t.createSignedIn();
    const bad = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}`,
      payload: { first_name: "", last_name: "X", phone: "abc", gender: "robot" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ first_name: MESSAGES.required, phone: MESSAGES.invalidPhone });
    expect(bad.json().errors.gender).toBeDefined();
    const other = await t.createSignedIn();
    const denied = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${other.user.id}`,
      payload: { first_name: "Evil", last_name: "X" },
    });
    expect(denied.statusCode).toBe(404);
  });
});

describe("time zones", () => {
  it("sets the user's zone, reads the institution's, and lets only admins set the institution's", async () => {
    const { user, partner, token } = await t.createSignedIn("School");
    const set = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/update_timezone`,
      payload: { timezone: "Asia/Shanghai" },
    });
    expect(set.json()).toEqual({ timezone: "Asia/Shanghai", label: "(GMT+08:00) Asia/Shanghai" });
    const bad = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/update_timezone`,
      payload: { timezone: "Mars/Base" },
    });
    expect(bad.statusCode).toBe(422);
    const partnerTz = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/partner_timezone` });
    expect(partnerTz.json().timezone).toBe(partner.timezone);
    const member = await t.createUser({ partner_id: partner.id, role: "member" });
    const memberToken = await t.signIn(member.email);
    const refused = await t.injectAs(memberToken, {
      method: "PUT",
      url: `${API}/timezones/set_timezone`,
      payload: { timezone: "Europe/London" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error_message: MESSAGES.adminOnly });
    const admin = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/timezones/set_timezone`,
      payload: { timezone: "Europe/London" },
    });
    expect(admin.json().timezone).toBe("Europe/London");
    const after = await t.injectAs(memberToken, { method: "GET", url: `${API}/users/${member.id}/partner_timezone` });
    expect(after.json().timezone).toBe("Europe/London");
  });
});

describe("preferences, privacy, contact, configuration", () => {
  it("keeps email preferences, all on by default", async () => {
    const { user, token } = await t.createSignedIn();
    const initial = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/email_preferences` });
    expect(Object.values(initial.json().email_preferences).every(Boolean)).toBe(true);
    const res = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/set_email_preference`,
      payload: { email_preferences: { Event: false } },
    });
    expect(res.json().email_preferences).toMatchObject({ Event: false, Connection: true });
    const bad = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/set_email_preference`,
      payload: { email_preferences: { Event: "no" } },
    });
    expect(bad.statusCode).toBe(422);
  });

  it("records privacy policy acceptance in the session user", async () => {
    const { partner } = await t.createSignedIn();
    const u = await t.createUser({ partner_id: partner.id, privacy_policy_accepted_at: null });
    const token = await t.signIn(u.email);
    const before = await t.injectAs(token, { method: "GET", url: `${API}/users/${u.id}/check_session` });
    expect(before.json().data.privacy_policy_accepted).toBe(false);
    await t.injectAs(token, { method: "PUT", url: `${API}/users/accept_privacy_policy` });
    const after = await t.injectAs(token, { method: "GET", url: `${API}/users/${u.id}/check_session` });
    expect(after.json().data.privacy_policy_accepted).toBe(true);
  });

  it("stores a demo request and mails it to customer success", async () => {
    const { user, token } = await t.createSignedIn();
    const res = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/${user.id}/contact_uem`,
      payload: { request_type: "demo_request", comments: "Please show us the dashboard" },
    });
    expect(res.json()).toEqual({ message: MESSAGES.contactRequestReceived });
    await t.app.ctx.mailer.flush();
    expect(sink.lastTo("success@quad.test")).toContain("Please show us the dashboard");
    const bad = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/${user.id}/contact_uem`,
      payload: { request_type: "x", comments: "" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["comments", "request_type"]);
  });

  it("reads and sets the user configuration", async () => {
    const { token } = await t.createSignedIn();
    const get = await t.injectAs(token, { method: "GET", url: `${API}/user_configurations` });
    expect(get.json().user_configuration.is_dashboard_onboarding_complete).toBe(false);
    const set = await t.injectAs(token, {
      method: "POST",
      url: `${API}/user_configurations`,
      payload: { is_dashboard_onboarding_complete: true },
    });
    expect(set.json().user_configuration.is_dashboard_onboarding_complete).toBe(true);
  });
});
