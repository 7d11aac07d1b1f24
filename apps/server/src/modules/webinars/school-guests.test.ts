import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createSession, signUpGuest } from "../../test/webinars.ts";
import { countries } from "../reference/reference.table.ts";
import { webinarSessions, webinarUsers } from "./webinars.table.ts";

const API = "/api/v1/webinars";
let t: TestApp;
let usId: number;
let hostId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  usId = us?.id as number;
  hostId = (await t.createPartner({ name: "Harbour University" })).id;
});
afterAll(async () => t?.close());

const as = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.injectAs(token, { method, url: `${API}${url}`, ...(payload ? { payload } : {}) });

/** A School partner with a city and a signed-in user. */
async function schoolUser(values: { email?: string; locale?: "en-US" | "zh-CN"; timezone?: string } = {}) {
  const partner = await t.createPartner({ institute_type: "School", name: "Maple Grove High", city: "Springfield" });
  const user = await t.createUser({ partner_id: partner.id, ...values });
  return { partner, user, token: await t.signIn(user.email) };
}

describe("school users in the webinar area (spec 3 §2)", () => {
  it("act through a counselor account made on first use from their partner user", async () => {
    const s = await schoolUser({ locale: "zh-CN", timezone: "Asia/Shanghai" });
    const me = await as(s.token, "GET", "/users/me");
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({
      email: s.user.email,
      first_name: s.user.first_name,
      last_name: s.user.last_name,
      role: "counselor",
      school_partner_id: s.partner.id,
      country_id: usId,
      city: "Springfield",
      locale: "zh-CN",
      timezone: "Asia/Shanghai",
      required_fields_filled: true,
      signed_in_with_school_account: true,
    });
    expect(me.json().data.authToken).toBeUndefined();
    const again = await as(s.token, "GET", "/users/me");
    expect(again.json().data.id).toBe(me.json().data.id);
    const [row] = await t.db.select().from(webinarUsers).where(eq(webinarUsers.partner_user_id, s.user.id));
    expect(row?.id).toBe(me.json().data.id);
    expect(row?.password_hash).toBeNull();
  });

  it("register for sessions and see them in the catalogue like any guest", async () => {
    const s = await schoolUser();
    const session = await createSession(t.db, hostId, { start_time: new Date(Date.now() + 48 * 3_600_000) });
    const reg = await as(s.token, "POST", `/events/${session.id}/register`, {});
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json().session.registration_status).toBe("registered");
    const mine = await as(s.token, "GET", "/events/user_session");
    expect(mine.json().sessions.map((x: { id: number }) => x.id)).toEqual([session.id]);
    const feed = await as(s.token, "POST", "/users/calendar_feed");
    expect(feed.statusCode).toBe(200);
  });

  it("make one account when the first requests arrive together", async () => {
    const s = await schoolUser();
    const answers = await Promise.all([1, 2, 3].map(() => as(s.token, "GET", "/users/me")));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
  });

  it("link the guest account of the same email instead of making another", async () => {
    const g = await signUpGuest(t.app, usId, { email: `teacher-${Date.now()}@maple.test` });
    const s = await schoolUser({ email: g.email });
    const me = await as(s.token, "GET", "/users/me");
    expect(me.json().data.id).toBe(g.id);
    expect(me.json().data.role).toBe("student");
    const [row] = await t.db.select().from(webinarUsers).where(eq(webinarUsers.id, g.id));
    expect(row?.partner_user_id).toBe(s.user.id);
    // The guest's own sign-in keeps working, and says so.
    expect((await as(g.token, "GET", "/users/me")).json().data.signed_in_with_school_account).toBe(false);
  });

  it("sign out and change the password in the school account, not here", async () => {
    const s = await schoolUser();
    expect((await as(s.token, "DELETE", "/sessions")).statusCode).toBe(401);
    const pw = await as(s.token, "PUT", "/users/update_password", {
      current_password: "whatever-password",
      password: "a-new-good-password",
      password_confirmation: "a-new-good-password",
    });
    expect(pw.statusCode).toBe(401);
    const me = await as(s.token, "GET", "/users/me");
    expect(me.statusCode).toBe(200);
    const own = await t.db.select().from(webinarSessions).where(eq(webinarSessions.webinar_user_id, me.json().data.id));
    expect(own).toEqual([]);
  });

  it("leave University and ApplicationClient users out, and stop with the partner session", async () => {
    for (const type of ["University", "ApplicationClient"] as const) {
      const other = await t.createSignedIn(type);
      expect((await as(other.token, "GET", "/users/me")).statusCode).toBe(401);
      expect((await as(other.token, "POST", "/users/calendar_feed")).statusCode).toBe(401);
    }
    const s = await schoolUser();
    expect((await as(s.token, "GET", "/users/me")).statusCode).toBe(200);
    await t.injectAs(s.token, { method: "DELETE", url: "/api/v1/partners/sessions" });
    expect((await as(s.token, "GET", "/users/me")).statusCode).toBe(401);
  });
});
