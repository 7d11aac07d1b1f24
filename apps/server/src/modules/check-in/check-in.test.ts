import { CHECK_IN_MESSAGES } from "@quad/contract/rules/check-in";
import { MESSAGES } from "@quad/contract/rules/messages";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { activities, people, webinarRegistrations, webinars, webinarUsers } from "../webinars/webinars.table.ts";

let t: TestApp;
const clock = new Date("2026-05-04T15:00:00Z").getTime();
const API = "/api/v1/partners";
const HOUR = 3_600_000;
let guestCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

/** A webinar's activities (issue 10 §5): what, how, for which host and person's email. */
async function activitiesOf(webinarId: number) {
  return t.db
    .select({ kind: activities.kind, via: activities.via, partner_id: activities.partner_id, email: people.email })
    .from(activities)
    .innerJoin(people, eq(people.id, activities.person_id))
    .where(eq(activities.webinar_id, webinarId))
    .orderBy(asc(activities.id));
}

async function webinar(partnerId: number, startOffsetHours: number, hours = 2, title = "Open day") {
  const [row] = await t.db
    .insert(webinars)
    .values({
      partner_id: partnerId,
      title,
      start_time: new Date(clock + startOffsetHours * HOUR),
      end_time: new Date(clock + (startOffsetHours + hours) * HOUR),
      timezone: "America/New_York",
      is_in_person: true,
      location: "Main hall",
    })
    .returning();
  if (!row) throw new Error("webinar not created");
  return row;
}

async function guest(values: Partial<typeof webinarUsers.$inferInsert> = {}) {
  guestCounter += 1;
  const [row] = await t.db
    .insert(webinarUsers)
    .values({
      email: `student${guestCounter}@example.test`,
      first_name: "Student",
      last_name: `Number ${String(guestCounter).padStart(3, "0")}`,
      graduation_year: 2027,
      ...values,
    })
    .returning();
  if (!row) throw new Error("guest not created");
  return row;
}

async function register(w: { id: number; partner_id: number }, guestId: number) {
  await t.db
    .insert(webinarRegistrations)
    .values({ webinar_id: w.id, partner_id: w.partner_id, webinar_user_id: guestId });
}

const scan = (token: string, payload: Record<string, unknown>) =>
  t.injectAs(token, { method: "POST", url: `${API}/events/mobile_scan_event`, payload });

describe("mobile_event_list", () => {
  it("lists the partner's live, upcoming and today's finished events, live first, never another partner's", async () => {
    const uni = await t.createSignedIn("University");
    const other = await t.createSignedIn("University");
    const upcoming = await webinar(uni.partner.id, 48, 2, "Upcoming fair");
    const live = await webinar(uni.partner.id, -1, 2, "Live session");
    const endedToday = await webinar(uni.partner.id, -5, 1, "Morning talk"); // 10:00-11:00 UTC, today in New York
    await webinar(uni.partner.id, -30, 2, "Yesterday"); // ended before today in New York
    await webinar(other.partner.id, -1, 2, "Not ours");
    const res = await t.injectAs(uni.token, { method: "GET", url: `${API}/events/mobile_event_list` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.events.map((e: { id: number; timing: string }) => [e.id, e.timing])).toEqual([
      [live.id, "live"],
      [upcoming.id, "upcoming"],
      [endedToday.id, "past"],
    ]);
    expect(body).toMatchObject({ matched: 3, total: 3, page_no: 1 });
    expect(body.events[0]).toMatchObject({
      title: "Live session",
      timezone: "America/New_York",
      location: "Main hall",
      registered_count: 0,
      checked_in_count: 0,
    });
  });

  it("is for School and University partners, signed in", async () => {
    const client = await t.createSignedIn("ApplicationClient");
    const res = await t.injectAs(client.token, { method: "GET", url: `${API}/events/mobile_event_list` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_message: MESSAGES.forbidden });
    const school = await t.createSignedIn("School");
    expect((await t.injectAs(school.token, { method: "GET", url: `${API}/events/mobile_event_list` })).statusCode).toBe(
      200,
    );
    const anonymous = await t.app.inject({ method: "GET", url: `${API}/events/mobile_event_list` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("mobile_event_detail", () => {
  it("pages the participants by name, filters by check-in and search, and counts", async () => {
    const uni = await t.createSignedIn("University");
    const w = await webinar(uni.partner.id, -1);
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      const g = await guest();
      ids.push(g.id);
      await register(w, g.id);
    }
    await scan(uni.token, { student_id: ids[5], webinar_id: w.id });
    const url = `${API}/events/${w.id}/mobile_event_detail`;
    const first = (await t.injectAs(uni.token, { method: "GET", url })).json();
    expect(first).toMatchObject({ matched: 23, total: 23, page_no: 1, per_page: 20 });
    expect(first.participants).toHaveLength(20);
    expect(first.event).toMatchObject({ id: w.id, registered_count: 23, checked_in_count: 1, timing: "live" });
    const second = (await t.injectAs(uni.token, { method: "GET", url: `${url}?page_no=2` })).json();
    expect(second.participants).toHaveLength(3);
    const all = [...first.participants, ...second.participants].map((p: { student_id: number }) => p.student_id);
    expect(new Set(all).size).toBe(23);
    const checked = (await t.injectAs(uni.token, { method: "GET", url: `${url}?status=checked_in` })).json();
    expect(checked).toMatchObject({ matched: 1, total: 23 });
    expect(checked.participants[0]).toMatchObject({
      student_id: ids[5],
      checked_in: true,
      check_in_method: "qr",
      checked_in_by: { id: uni.user.id },
    });
    const waiting = (await t.injectAs(uni.token, { method: "GET", url: `${url}?status=not_checked_in` })).json();
    expect(waiting.matched).toBe(22);
    const searched = (
      await t.injectAs(uni.token, {
        method: "GET",
        url: `${url}?search_text=Number%20${String(guestCounter).padStart(3, "0")}`,
      })
    ).json();
    expect(searched.matched).toBe(1);
  });

  it("answers 404 for another partner's event and 422 for a bad page", async () => {
    const uni = await t.createSignedIn("University");
    const other = await t.createSignedIn("School");
    const w = await webinar(other.partner.id, -1);
    const res = await t.injectAs(uni.token, { method: "GET", url: `${API}/events/${w.id}/mobile_event_detail` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: CHECK_IN_MESSAGES.webinarNotFound(w.id) });
    const bad = await t.injectAs(other.token, {
      method: "GET",
      url: `${API}/events/${w.id}/mobile_event_detail?page_no=0`,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["page_no"]);
  });
});

describe("mobile_scan_event", () => {
  it("checks a registered student in once; the second scan says already checked in", async () => {
    const school = await t.createSignedIn("School");
    const w = await webinar(school.partner.id, 3); // doors open before the start
    const g = await guest({ first_name: "Mei", last_name: "Chen" });
    await register(w, g.id);
    const res = await scan(school.token, { student_id: g.id, webinar_id: w.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "checked_in",
      checked_in_count: 1,
      registered_count: 1,
      participant: {
        student_id: g.id,
        first_name: "Mei",
        checked_in: true,
        attended_at: new Date(clock).toISOString(),
      },
    });
    const again = await scan(school.token, { student_id: String(g.id), webinar_id: String(w.id) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "already_checked_in", checked_in_count: 1 });
    // The check-in is an "attended" activity of the guest's person for the host, recorded once.
    expect(await activitiesOf(w.id)).toEqual([
      { kind: "attended", via: "check_in", partner_id: school.partner.id, email: g.email.toLowerCase() },
    ]);
  });

  it("credits the check-in to a team member given as user_id, never to someone of another team", async () => {
    const uni = await t.createSignedIn("University");
    const colleague = await t.createUser({ partner_id: uni.partner.id, role: "member" });
    const stranger = await t.createSignedIn("University");
    const w = await webinar(uni.partner.id, -1);
    const [a, b] = [await guest(), await guest()];
    await register(w, a.id);
    await register(w, b.id);
    const credited = await scan(uni.token, {
      student_id: a.id,
      webinar_id: w.id,
      user_id: colleague.id,
      method: "manual",
    });
    expect(credited.json().participant).toMatchObject({
      checked_in_by: { id: colleague.id },
      check_in_method: "manual",
    });
    const refused = await scan(uni.token, { student_id: b.id, webinar_id: w.id, user_id: stranger.user.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { user_id: CHECK_IN_MESSAGES.notTeamMember } });
  });

  it("refuses a student not registered for the event, and another partner's event, with 404", async () => {
    const uni = await t.createSignedIn("University");
    const other = await t.createSignedIn("University");
    const mine = await webinar(uni.partner.id, -1);
    const theirs = await webinar(other.partner.id, -1);
    const g = await guest();
    await register(theirs, g.id);
    const notRegistered = await scan(uni.token, { student_id: g.id, webinar_id: mine.id });
    expect(notRegistered.statusCode).toBe(404);
    expect(notRegistered.json()).toEqual({ error: CHECK_IN_MESSAGES.notRegistered(g.id, mine.id) });
    const foreign = await scan(uni.token, { student_id: g.id, webinar_id: theirs.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: CHECK_IN_MESSAGES.webinarNotFound(theirs.id) });
    const detail = await t.injectAs(other.token, {
      method: "GET",
      url: `${API}/events/${theirs.id}/mobile_event_detail`,
    });
    expect(detail.json().event.checked_in_count).toBe(0);
  });

  it("validates the payload and refuses an event that ended before today", async () => {
    const uni = await t.createSignedIn("University");
    const old = await webinar(uni.partner.id, -72);
    const g = await guest();
    await register(old, g.id);
    const closed = await scan(uni.token, { student_id: g.id, webinar_id: old.id });
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toEqual({ errors: { webinar_id: CHECK_IN_MESSAGES.checkInClosed } });
    const bad = await scan(uni.token, { student_id: "abc", webinar_id: -1, method: "telepathy" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["method", "student_id", "webinar_id"]);
  });
});

describe("register_user (walk-ins)", () => {
  const walkIn = (token: string, payload: Record<string, unknown>) =>
    t.injectAs(token, { method: "POST", url: `${API}/mobile/participants/register_user`, payload });

  it("registers a new guest at a directory school and checks them in; repeating changes nothing", async () => {
    const uni = await t.createSignedIn("University");
    const highSchool = await t.createPartner({ institute_type: "School", name: "Riverside High" });
    const w = await webinar(uni.partner.id, -1);
    const payload = {
      webinar_id: w.id,
      first_name: "Ana",
      last_name: "Silva",
      email: "Ana.Silva@Example.test",
      school_id: highSchool.id,
      graduation_year: 2028,
    };
    const res = await walkIn(uni.token, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "checked_in",
      registered_count: 1,
      checked_in_count: 1,
      participant: {
        email: "ana.silva@example.test",
        school: { id: highSchool.id, name: "Riverside High" },
        source: "walk_in",
        check_in_method: "walk_in",
        graduation_year: 2028,
      },
    });
    const again = await walkIn(uni.token, { ...payload, first_name: "Someone else" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "already_checked_in", participant: { first_name: "Ana" } });
    const host = { partner_id: uni.partner.id, email: "ana.silva@example.test" };
    expect(await activitiesOf(w.id)).toEqual([
      { kind: "registered", via: "walk_in", ...host },
      { kind: "attended", via: "check_in", ...host },
    ]);
  });

  it("reuses a known guest (their details stay theirs) and checks in one already registered", async () => {
    const uni = await t.createSignedIn("University");
    const w = await webinar(uni.partner.id, -1);
    const g = await guest({ first_name: "Kai", institute_name: "Home school" });
    await register(w, g.id);
    const res = await walkIn(uni.token, {
      webinar_id: w.id,
      first_name: "K",
      last_name: "X",
      email: g.email.toUpperCase(),
      institute_name: "Other",
      graduation_year: 2026,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "checked_in",
      participant: { student_id: g.id, first_name: "Kai", institute_name: "Home school", source: "online" },
    });
  });

  it("validates fields with the spec's messages, and keeps to the partner's own events", async () => {
    const uni = await t.createSignedIn("University");
    const other = await t.createSignedIn("University");
    const w = await webinar(other.partner.id, -1);
    const bad = await walkIn(uni.token, { webinar_id: w.id, first_name: "", email: "nope", graduation_year: 1800 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      first_name: MESSAGES.required,
      last_name: MESSAGES.required,
      email: MESSAGES.invalidEmail,
      graduation_year: MESSAGES.range(1950, 2100),
    });
    const missing = await walkIn(uni.token, { webinar_id: w.id, first_name: "A", last_name: "B", email: "a@b.test" });
    expect(missing.json().errors).toEqual({
      school_id: CHECK_IN_MESSAGES.schoolRequired,
      graduation_year: CHECK_IN_MESSAGES.graduationYearRequired,
    });
    const foreign = await walkIn(uni.token, {
      webinar_id: w.id,
      first_name: "A",
      last_name: "B",
      email: "a@b.test",
      institute_name: "X",
      graduation_year: 2027,
    });
    expect(foreign.statusCode).toBe(404);
    const mine = await webinar(uni.partner.id, -1);
    const notASchool = await walkIn(uni.token, {
      webinar_id: mine.id,
      first_name: "A",
      last_name: "B",
      email: "a@b.test",
      school_id: other.partner.id,
      role: "parent",
    });
    expect(notASchool.statusCode).toBe(422);
    expect(notASchool.json()).toEqual({ errors: { school_id: CHECK_IN_MESSAGES.schoolNotFound(other.partner.id) } });
  });
});

describe("schools_list and student lookup", () => {
  it("offers the participants' schools first, then directory schools matching the search", async () => {
    const uni = await t.createSignedIn("University");
    const w = await webinar(uni.partner.id, -1);
    const lake = await t.createPartner({ institute_type: "School", name: "Lakeview Academy" });
    const hill = await t.createPartner({ institute_type: "School", name: "Lakehill School" });
    await t.createPartner({ institute_type: "University", name: "Lake University" });
    for (const s of [hill.id, hill.id, lake.id]) await register(w, (await guest({ school_partner_id: s })).id);
    const url = `${API}/mobile/participants/schools_list?webinar_id=${w.id}`;
    const own = (await t.injectAs(uni.token, { method: "GET", url })).json();
    expect(
      own.schools.map((s: { name: string; participants_count: number }) => [s.name, s.participants_count]),
    ).toEqual([
      ["Lakehill School", 2],
      ["Lakeview Academy", 1],
    ]);
    const another = await t.createPartner({ institute_type: "School", name: "Lakeside Prep" });
    const searched = (await t.injectAs(uni.token, { method: "GET", url: `${url}&search_text=lake` })).json();
    expect(searched.schools.map((s: { id: number }) => s.id)).toEqual([hill.id, lake.id, another.id]);
    const other = await t.createSignedIn("School");
    const foreign = await t.injectAs(other.token, { method: "GET", url });
    expect(foreign.statusCode).toBe(404);
    const invalid = await t.injectAs(uni.token, { method: "GET", url: `${API}/mobile/participants/schools_list` });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ webinar_id: MESSAGES.required });
  });

  it("finds a student by school and email, registered or not, and never a stranger by email alone", async () => {
    const uni = await t.createSignedIn("University");
    const w = await webinar(uni.partner.id, -1);
    const hill = await t.createPartner({ institute_type: "School", name: "Hill School" });
    const elsewhere = await t.createPartner({ institute_type: "School", name: "Elsewhere School" });
    const registered = await guest({ school_partner_id: hill.id });
    await register(w, registered.id);
    const unregistered = await guest({ school_partner_id: hill.id, first_name: "Lee" });
    const lookup = (school: number, email: string, webinarId = w.id) =>
      t.injectAs(uni.token, {
        method: "GET",
        url: `${API}/mobile/participants/student?school_id=${school}&webinar_id=${webinarId}&email=${encodeURIComponent(email)}`,
      });
    const a = await lookup(hill.id, registered.email.toUpperCase());
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      student: { id: registered.id, school: { id: hill.id, name: "Hill School" } },
      participant: { student_id: registered.id, checked_in: false },
    });
    expect((await lookup(elsewhere.id, registered.email)).statusCode).toBe(200);
    const b = await lookup(hill.id, unregistered.email);
    expect(b.json()).toMatchObject({ student: { id: unregistered.id, first_name: "Lee" }, participant: null });
    const stranger = await lookup(elsewhere.id, unregistered.email);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: CHECK_IN_MESSAGES.studentNotFound });
    expect((await lookup(hill.id, "nobody@example.test")).statusCode).toBe(404);
    const invalid = await lookup(hill.id, "not-an-email");
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ email: MESSAGES.invalidEmail });
    const other = await t.createSignedIn("University");
    const foreign = await t.injectAs(other.token, {
      method: "GET",
      url: `${API}/mobile/participants/student?school_id=${hill.id}&webinar_id=${w.id}&email=${encodeURIComponent(registered.email)}`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
