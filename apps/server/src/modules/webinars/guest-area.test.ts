import { MESSAGES } from "@quad/contract/rules/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { multipartBody } from "../../test/files.ts";
import { outbox } from "../mail/mail.table.ts";
import { countries } from "../reference/reference.table.ts";
import {
  activities,
  people,
  webinarCategories,
  webinarRegistrations,
  webinarSessions,
  webinars,
  webinarUsers,
} from "./webinars.table.ts";

const API = "/api/v1/webinars";
const NOW = Date.parse("2026-05-10T12:00:00Z");
const H = 3_600_000;
let clock = NOW;
let t: TestApp;
let usId: number;
let hostId: number;
let schoolId: number;
let categoryA: number;
let categoryB: number;
let counter = 0;

beforeAll(async () => {
  // Workers on: the waitlist offer is mailed by its job.
  t = await createTestApp({ now: () => new Date(clock), env: { JOBS_WORKERS: "true" } });
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  usId = us?.id as number;
  hostId = (await t.createPartner({ institute_type: "University", name: "Harbor University" })).id;
  schoolId = (await t.createPartner({ institute_type: "School", name: "Maple Grove High" })).id;
  const cats = await t.db
    .insert(webinarCategories)
    .values([
      { name: "Admissions", position: 1 },
      { name: "Financial aid", name_zh: "奖学金与资助", description_zh: "资助说明", position: 2 },
    ])
    .returning();
  categoryA = cats[0]?.id as number;
  categoryB = cats[1]?.id as number;
});
afterAll(async () => t?.close());

/** A session of the host, relative to NOW in hours. */
async function session(values: Partial<typeof webinars.$inferInsert> & { from: number; to: number }) {
  const { from, to, ...rest } = values;
  const [row] = await t.db
    .insert(webinars)
    .values({
      partner_id: hostId,
      title: `Session ${++counter}`,
      start_time: new Date(NOW + from * H),
      end_time: new Date(NOW + to * H),
      timezone: "America/New_York",
      category_id: categoryA,
      join_url: "https://meet.example.test/abc",
      ...rest,
    })
    .returning();
  return row as typeof webinars.$inferSelect;
}

const profile = (over: Record<string, string> = {}) => ({
  first_name: "Ada",
  last_name: "Lee",
  email: `guest${++counter}@student.test`,
  password: "a-good-password",
  role: "student",
  date_of_birth: "2009-04-02",
  graduation_year: "2027",
  country_id: String(usId),
  city: "Boston",
  state: "MA",
  postal_code: "02118",
  citizenship_country_id: String(usId),
  planned_start: "2027-09",
  scores: JSON.stringify({ SAT: "1450" }),
  "academic_interests[]": "Biology",
  school_partner_id: String(schoolId),
  ...over,
});

/** Registers a guest through the API; answers their token and id. */
async function guest(over: Record<string, string> = {}) {
  const fields = profile(over);
  const res = await t.app.inject({ method: "POST", url: `${API}/registrations`, ...multipartBody(fields) });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  return { token: data.authToken as string, id: data.id as number, email: fields.email, data };
}

const as = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.injectAs(token, { method, url: `${API}${url}`, ...(payload ? { payload } : {}) });

describe("guest registration and sign-in", () => {
  it("creates the guest with a person and signs them in", async () => {
    const g = await guest();
    expect(g.data).toMatchObject({ role: "student", graduation_year: 2027, scores: { SAT: "1450" } });
    expect(g.data.academic_interests).toEqual(["Biology"]);
    expect(g.data.required_fields_filled).toBe(true);
    const [row] = await t.db.select().from(webinarUsers).where(eq(webinarUsers.id, g.id));
    const [person] = await t.db
      .select()
      .from(people)
      .where(eq(people.id, row?.person_id as number));
    expect(person?.email).toBe(g.email);
    const me = await as(g.token, "GET", "/users/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(g.email);
  });

  it("keeps the school as one field: a directory school's name is the guest's school, on both sides", async () => {
    const g = await guest({ institute_name: "" });
    expect(g.data).toMatchObject({ school_partner_id: schoolId, institute_name: "Maple Grove High" });
    // A profile saved without a school is incomplete, whatever else is filled.
    const cleared = await t.injectAs(g.token, {
      method: "PUT",
      url: `${API}/users/update_user`,
      payload: {
        first_name: "Ada",
        last_name: "Lee",
        role: "student",
        date_of_birth: "2009-04-02",
        graduation_year: "2027",
        country_id: String(usId),
        city: "Boston",
        school_partner_id: "",
        institute_name: "",
      },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ required_fields_filled: false, missing_fields: ["institute_name"] });
  });

  it("refuses NUL or an unpaired surrogate inside scores sent as a form's JSON text (was a 500: jsonb refuses them)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      ...multipartBody(profile({ scores: '{"SAT":"14\\u000050","ACT":"3\\ud8000"}' })),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      "scores.SAT": MESSAGES.controlCharacters,
      "scores.ACT": MESSAGES.brokenText,
    });
  });

  it("refuses a taken email as a field error, whatever its case", async () => {
    const g = await guest();
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      ...multipartBody(profile({ email: g.email.toUpperCase() })),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toMatch(/already registered/);
  });

  it("checks the profile's fields and references", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      ...multipartBody(profile({ role: "teacher", date_of_birth: "2009-02-30", password: "short" })),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["date_of_birth", "password", "role"]);
    const bad = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      ...multipartBody(profile({ country_id: "999999", school_partner_id: String(hostId) })),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["country_id", "school_partner_id"]);
  });

  it("signs in: 404 for an unknown email, 401 for a wrong password, then throttles", async () => {
    const g = await guest();
    const signIn = (email: string, password: string, ip = "198.51.100.1") =>
      t.app.inject({ method: "POST", url: `${API}/sessions`, payload: { email, password }, remoteAddress: ip });
    expect((await signIn("nobody@student.test", "whatever-it-is")).statusCode).toBe(404);
    expect((await signIn(g.email, "wrong-password")).statusCode).toBe(401);
    const ok = await signIn(g.email, "a-good-password");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.authToken).toBeTruthy();
    for (let i = 0; i < 5; i += 1) await signIn(g.email, "wrong-password", "198.51.100.2");
    expect((await signIn(g.email, "a-good-password", "198.51.100.3")).statusCode).toBe(429);
  });

  it("keeps guest and partner sessions apart (school users: see school-guests.test.ts)", async () => {
    const g = await guest();
    const partner = await t.createSignedIn("University");
    expect((await as(partner.token, "GET", "/users/me")).statusCode).toBe(401);
    const client = await t.createSignedIn("ApplicationClient");
    expect((await as(client.token, "GET", "/users/me")).statusCode).toBe(401);
    const check = await t.injectAs(g.token, {
      method: "GET",
      url: `/api/v1/partners/users/${partner.user.id}/check_session`,
    });
    expect(check.statusCode).toBe(401);
  });

  it("signs out and expires idle sessions", async () => {
    const g = await guest();
    expect((await as(g.token, "DELETE", "/sessions")).statusCode).toBe(200);
    expect((await as(g.token, "GET", "/users/me")).statusCode).toBe(401);
    const h = await guest();
    clock = NOW + (t.config.SESSION_IDLE_MINUTES + 1) * 60_000;
    try {
      const res = await as(h.token, "GET", "/users/me");
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe("Session expired. Please sign in again");
    } finally {
      clock = NOW;
    }
  });
});

describe("the guest's profile, password and locale", () => {
  it("updates the profile and works out required_fields_filled", async () => {
    const g = await guest();
    const res = await t.injectAs(g.token, {
      method: "PUT",
      url: `${API}/users/update_user`,
      ...multipartBody({ "user[first_name]": "Ada", "user[last_name]": "Lee", "user[role]": "parent" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ role: "parent", required_fields_filled: false });
    expect(res.json().data.missing_fields).toEqual(["country_id", "city"]);
    const again = await as(g.token, "PUT", "/users/update_user", {
      first_name: "Ada",
      last_name: "Lee",
      role: "parent",
      country_id: usId,
      city: "Boston",
    });
    expect(again.json().data.required_fields_filled).toBe(true);
  });

  it("changes the password, ending the other sessions", async () => {
    const g = await guest();
    const other = (
      await t.app.inject({
        method: "POST",
        url: `${API}/sessions`,
        payload: { email: g.email, password: "a-good-password" },
      })
    ).json().data.authToken;
    const wrong = await t.injectAs(g.token, {
      method: "PUT",
      url: `${API}/users/update_password`,
      ...multipartBody({
        current_password: "nope-nope",
        password: "new-password-1",
        password_confirmation: "new-password-1",
      }),
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await t.injectAs(g.token, {
      method: "PUT",
      url: `${API}/users/update_password`,
      ...multipartBody({
        current_password: "a-good-password",
        password: "new-password-1",
        password_confirmation: "new-password-1",
      }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await as(other, "GET", "/users/me")).statusCode).toBe(401);
    expect((await as(g.token, "GET", "/users/me")).statusCode).toBe(200);
  });

  it("sets the locale from the multipart field user[locale]", async () => {
    const g = await guest();
    const res = await t.injectAs(g.token, {
      method: "PUT",
      url: `${API}/users/update_locale`,
      ...multipartBody({ "user[locale]": "zh-CN" }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.locale).toBe("zh-CN");
    const bad = await t.injectAs(g.token, {
      method: "PUT",
      url: `${API}/users/update_locale`,
      ...multipartBody({ "user[locale]": "fr-FR" }),
    });
    expect(bad.statusCode).toBe(422);
  });

  it("resets a forgotten password once through a mailed link", async () => {
    const g = await guest();
    const res = await t.app.inject({ method: "POST", url: `${API}/passwords`, payload: { email: g.email } });
    expect(res.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: "POST",
      url: `${API}/passwords`,
      payload: { email: "nobody@student.test" },
    });
    expect(unknown.json()).toEqual(res.json());
    await t.drainJobs("password-reset-mail");
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to_address, g.email));
    const token = /reset_password_token=([\w-]+)/.exec(mail?.text_body ?? "")?.[1] as string;
    expect(mail?.text_body).toContain("/webinars/reset-password?");
    const reset = (password: string) =>
      t.app.inject({
        method: "PUT",
        url: `${API}/passwords`,
        payload: { reset_password_token: token, password, password_confirmation: password },
      });
    expect((await reset("brand-new-pass")).statusCode).toBe(200);
    expect((await reset("another-new-pass")).statusCode).toBe(422);
    expect((await as(g.token, "GET", "/users/me")).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: g.email, password: "brand-new-pass" },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("finds directory schools by name", async () => {
    const res = await t.app.inject({ method: "GET", url: `${API}/schools?search_text=maple` });
    expect(res.statusCode).toBe(200);
    expect(res.json().schools.map((s: { id: number }) => s.id)).toEqual([schoolId]);
    const none = await t.app.inject({ method: "GET", url: `${API}/schools?search_text=harbor` });
    expect(none.json().schools).toEqual([]);
  });
});

describe("the catalogue", () => {
  let live: typeof webinars.$inferSelect;
  let upcoming: typeof webinars.$inferSelect;
  let past: typeof webinars.$inferSelect;
  let draft: typeof webinars.$inferSelect;
  let cancelled: typeof webinars.$inferSelect;
  beforeAll(async () => {
    live = await session({ from: -1, to: 1, title: "Live essay clinic", category_id: categoryB, is_featured: true });
    upcoming = await session({ from: 48, to: 49, title: "Upcoming aid basics", category_id: categoryB, capacity: 10 });
    past = await session({
      from: -72,
      to: -71,
      title: "Past scholarships talk",
      category_id: categoryB,
      is_recording_available: true,
      recording_url: "https://video.example.test/1",
    });
    draft = await session({ from: 24, to: 25, title: "Draft secret", category_id: categoryB, status: "draft" });
    cancelled = await session({
      from: 30,
      to: 31,
      title: "Cancelled secret",
      category_id: categoryB,
      status: "cancelled",
      cancelled_at: new Date(NOW),
    });
  });

  it("lists categories with their upcoming counts", async () => {
    const res = await t.app.inject({ method: "GET", url: `${API}/categories` });
    expect(res.statusCode).toBe(200);
    const b = res.json().categories.find((c: { id: number }) => c.id === categoryB);
    // The Chinese name too: the guest catalogue shows it to Chinese readers as partner screens do (issue 24 §3).
    expect(b).toMatchObject({
      name: "Financial aid",
      name_zh: "奖学金与资助",
      description_zh: "资助说明",
      upcoming_count: 2,
    });
  });

  it("answers a category's sessions by tab, never drafts or cancelled ones", async () => {
    const all = await t.app.inject({ method: "GET", url: `${API}/categories/${categoryB}/events` });
    expect(all.statusCode).toBe(200);
    expect(all.json().sessions.map((s: { id: number }) => s.id)).toEqual([live.id, upcoming.id, past.id]);
    expect(all.body).not.toContain("secret");
    const tabs = async (tab: string) =>
      (await t.app.inject({ method: "GET", url: `${API}/categories/${categoryB}/events?tab=${tab}` }))
        .json()
        .sessions.map((s: { id: number }) => s.id);
    expect(await tabs("current")).toEqual([live.id]);
    expect(await tabs("upcoming")).toEqual([upcoming.id]);
    expect(await tabs("past")).toEqual([past.id]);
    expect((await t.app.inject({ method: "GET", url: `${API}/categories/999999/events` })).statusCode).toBe(404);
  });

  it("answers one session with the spec's fields; drafts, cancelled and other categories are not found", async () => {
    const res = await t.app.inject({ method: "GET", url: `${API}/categories/${categoryB}/events/${upcoming.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toMatchObject({
      id: upcoming.id,
      is_in_person: false,
      join_url: null,
      category_id: categoryB,
      event_id: null,
      timezone: "America/New_York",
      host_institution: { id: hostId, name: "Harbor University" },
      capacity: 10,
      seats_left: 10,
      registration_status: null,
      timing: "upcoming",
      action_label: "Register",
    });
    for (const [cat, id] of [
      [categoryB, draft.id],
      [categoryB, cancelled.id],
      [categoryA, upcoming.id],
    ]) {
      expect((await t.app.inject({ method: "GET", url: `${API}/categories/${cat}/events/${id}` })).statusCode).toBe(
        404,
      );
    }
  });

  it("answers a session without a category under category 0, and only there", async () => {
    const loose = await session({ from: 72, to: 73, title: "Open Q&A", category_id: null });
    const res = await t.app.inject({ method: "GET", url: `${API}/categories/0/events/${loose.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toMatchObject({ id: loose.id, category_id: null });
    expect(
      (await t.app.inject({ method: "GET", url: `${API}/categories/${categoryB}/events/${loose.id}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${API}/categories/0/events/${upcoming.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: `${API}/categories/-1/events/${loose.id}` })).statusCode).toBe(
      422,
    );
  });

  it("shows a recording only to a signed-in guest", async () => {
    const url = `${API}/categories/${categoryB}/events/${past.id}`;
    expect((await t.app.inject({ method: "GET", url })).json().session.recording_url).toBeNull();
    const g = await guest();
    expect((await as(g.token, "GET", url.slice(API.length))).json().session.recording_url).toBe(
      "https://video.example.test/1",
    );
  });

  it("answers trending sessions per tab and a category's featured ones", async () => {
    const res = await t.app.inject({ method: "GET", url: `${API}/categories/trending_session_hash` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.current.map((s: { id: number }) => s.id)).toContain(live.id);
    expect(body.upcoming.map((s: { id: number }) => s.id)).toContain(upcoming.id);
    expect(body.past.map((s: { id: number }) => s.id)).toContain(past.id);
    expect(res.body).not.toContain("secret");
    const featured = await t.app.inject({ method: "GET", url: `${API}/categories/${categoryB}/feature_sessions` });
    expect(featured.json().sessions.map((s: { id: number }) => s.id)).toEqual([live.id]);
  });

  it("searches by text, categories, dates and tab, with paging", async () => {
    const search = (payload: object) => t.app.inject({ method: "POST", url: `${API}/categories/filter_list`, payload });
    const byText = await search({ search_text: "aid basics" });
    expect(byText.statusCode).toBe(200);
    expect(byText.json()).toMatchObject({ matched: 1, page_no: 1 });
    const byDates = await search({ category_ids: [categoryB], start_date: "2026-05-07", end_date: "2026-05-10" });
    expect(byDates.json().sessions.map((s: { id: number }) => s.id)).toEqual([live.id, past.id]);
    expect((await search({ search_text: "secret" })).json().matched).toBe(0);
    const page2 = await search({ category_ids: [categoryB], page_no: 2 });
    expect(page2.json()).toMatchObject({ sessions: [], matched: 3, page_no: 2 });
    expect((await search({ start_date: "2026-05-10", end_date: "2026-05-01" })).statusCode).toBe(422);
  });
});

describe("registering, the waitlist and cancelling", () => {
  it("asks an incomplete profile to fill in the required fields", async () => {
    const s = await session({ from: 10, to: 11 });
    const g = await guest({ role: "parent", city: "" });
    const res = await as(g.token, "POST", `/events/${s.id}/register`, { is_attending: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.base).toBe("Fill in required fields to register for an event");
  });

  it("registers with a personal join link and records the activity for the host", async () => {
    const s = await session({ from: 10, to: 11, capacity: 5, is_slido_embed: true });
    const g = await guest();
    const res = await as(g.token, "POST", `/events/${s.id}/register`, { is_attending: true });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().session;
    expect(answer).toMatchObject({
      registration_status: "registered",
      is_attending: true,
      seats_left: 4,
      action_label: "Ask Question",
    });
    expect(answer.join_url).toMatch(/^http:\/\/quad\.test\/api\/v1\/webinars\/join\/[\w-]{40,}$/);
    const [reg] = await t.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.webinar_id, s.id));
    expect(reg?.join_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.join_url).not.toContain(reg?.join_token_hash);
    const acts = await t.db.select().from(activities).where(eq(activities.webinar_id, s.id));
    expect(acts.map((a) => [a.kind, a.partner_id])).toEqual([["registered", hostId]]);
    // Registering again changes only the join option.
    const again = await as(g.token, "POST", `/events/${s.id}/register`, { is_attending: false });
    expect(again.json().session).toMatchObject({ registration_status: "registered", is_attending: false });
    expect(await t.db.select().from(activities).where(eq(activities.webinar_id, s.id))).toHaveLength(1);
    const mine = await as(g.token, "GET", "/events/user_session");
    expect(mine.json().sessions.map((x: { id: number }) => x.id)).toEqual([s.id]);
  });

  it("gives N concurrent registrations on capacity k exactly k seats and a waitlist of N-k", async () => {
    const s = await session({ from: 20, to: 21, capacity: 3 });
    const many = await Promise.all(Array.from({ length: 8 }, () => guest()));
    const answers = await Promise.all(many.map((g) => as(g.token, "POST", `/events/${s.id}/register`, {})));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.webinar_id, s.id));
    expect(rows.filter((r) => r.status === "registered")).toHaveLength(3);
    expect(rows.filter((r) => r.status === "waitlisted")).toHaveLength(5);
    const kinds = (await t.db.select().from(activities).where(eq(activities.webinar_id, s.id))).map((a) => a.kind);
    expect(kinds.filter((k) => k === "registered")).toHaveLength(3);
    expect(kinds.filter((k) => k === "waitlisted")).toHaveLength(5);
  });

  it("offers a cancelled seat to the first waitlisted guest, holding it until the offer expires", async () => {
    const s = await session({ from: 30, to: 31, capacity: 1, title: "Tiny room" });
    const [a, b, c] = [await guest(), await guest(), await guest()];
    await as(a.token, "POST", `/events/${s.id}/register`, {});
    clock = NOW + 60_000;
    const waitB = await as(b.token, "POST", `/events/${s.id}/register`, {});
    clock = NOW + 120_000;
    await as(c.token, "POST", `/events/${s.id}/register`, {});
    expect(waitB.json().session).toMatchObject({ registration_status: "waitlisted", seats_left: 0 });

    const cancel = await as(a.token, "POST", `/events/${s.id}/cancel_registration`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().session.registration_status).toBe("cancelled");
    const [offer] = await t.db
      .select()
      .from(webinarRegistrations)
      .where(and(eq(webinarRegistrations.webinar_id, s.id), eq(webinarRegistrations.webinar_user_id, b.id)));
    expect(offer?.offer_expires_at?.getTime()).toBe(clock + t.config.WAITLIST_OFFER_HOURS * H);
    // The offer is mailed by its job, once.
    await expect
      .poll(
        async () => {
          await t.app.ctx.mailer.flush();
          const mails = await t.db.select().from(outbox).where(eq(outbox.to_address, b.email));
          return mails.map((m) => m.subject).sort();
        },
        { timeout: 20_000 },
      )
      // The waiting list's acknowledgement came first (webinar-confirmation.test.ts).
      .toEqual(["A seat is free for you: Tiny room", "You're on the waitlist: Tiny room"]);

    // The held seat is not C's; B takes it.
    expect((await as(c.token, "POST", `/events/${s.id}/register`, {})).json().session.registration_status).toBe(
      "waitlisted",
    );
    const take = await as(b.token, "POST", `/events/${s.id}/register`, {});
    expect(take.json().session).toMatchObject({ registration_status: "registered", offer_expires_at: null });
    const kinds = (await t.db.select().from(activities).where(eq(activities.webinar_id, s.id))).map((x) => x.kind);
    expect(kinds.sort()).toEqual(["cancelled", "registered", "registered", "waitlisted", "waitlisted"]);
    clock = NOW;
    expect((await as(a.token, "POST", `/events/${s.id}/cancel_registration`)).statusCode).toBe(404);
  });

  it("records an on-demand view with is_video_watched", async () => {
    const s = await session({ from: -50, to: -49, is_recording_available: true, recording_url: "https://v.test/2" });
    const g = await guest({ role: "parent", city: "" });
    const res = await as(g.token, "POST", `/events/${s.id}/register`, { is_video_watched: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().session).toMatchObject({ is_video_watched: true, action_label: "Watch Now" });
    const acts = await t.db.select().from(activities).where(eq(activities.webinar_id, s.id));
    expect(acts.map((a) => a.kind)).toEqual(["watched_video"]);
    const none = await session({ from: -50, to: -49 });
    expect((await as(g.token, "POST", `/events/${none.id}/register`, { is_video_watched: true })).statusCode).toBe(422);
    const ended = await guest();
    expect((await as(ended.token, "POST", `/events/${none.id}/register`, {})).statusCode).toBe(422);
  });

  it("refuses drafts, cancelled sessions and visitors", async () => {
    const d = await session({ from: 5, to: 6, status: "draft" });
    const g = await guest();
    expect((await as(g.token, "POST", `/events/${d.id}/register`, {})).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: "POST", url: `${API}/events/${d.id}/register`, payload: {} });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("personal join links", () => {
  it("redirects to the current meeting while live, records attendance once, and refuses outside", async () => {
    const s = await session({ from: 2, to: 3 });
    const g = await guest();
    const link = (await as(g.token, "POST", `/events/${s.id}/register`, {})).json().session.join_url as string;
    const path = link.replace("http://quad.test", "");
    const early = await t.app.inject({ method: "GET", url: path });
    expect(early.statusCode).toBe(409);
    // The host changes the meeting address: the link follows.
    await t.db.update(webinars).set({ join_url: "https://meet.example.test/new" }).where(eq(webinars.id, s.id));
    clock = NOW + 2 * H - 10 * 60_000;
    const open = await t.app.inject({ method: "GET", url: path });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe("https://meet.example.test/new");
    clock = NOW + 2.5 * H;
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(302);
    const [reg] = await t.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.webinar_id, s.id));
    expect(reg?.first_joined_at?.getTime()).toBe(NOW + 2 * H - 10 * 60_000);
    const attended = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.webinar_id, s.id), eq(activities.kind, "attended")));
    expect(attended.map((a) => a.via)).toEqual(["join_link"]);
    clock = NOW + 3 * H;
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(409);
    clock = NOW;
    expect((await t.app.inject({ method: "GET", url: `${API}/join/${"x".repeat(43)}` })).statusCode).toBe(404);
  });

  it("stops working once the registration is cancelled", async () => {
    const s = await session({ from: 2, to: 3 });
    const g = await guest();
    const link = (await as(g.token, "POST", `/events/${s.id}/register`, {})).json().session.join_url as string;
    await as(g.token, "POST", `/events/${s.id}/cancel_registration`);
    clock = NOW + 2.5 * H;
    expect((await t.app.inject({ method: "GET", url: link.replace("http://quad.test", "") })).statusCode).toBe(404);
    clock = NOW;
    expect(await t.db.select().from(webinarSessions).where(eq(webinarSessions.webinar_user_id, g.id))).toHaveLength(1);
  });
});
