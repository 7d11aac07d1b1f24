import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { schoolWithSlot as schoolSlot } from "../../test/visit-fixtures.ts";
import { eventAudits, eventViews } from "./visits.table.ts";

let t: TestApp;
let clock = new Date("2026-03-02T12:00:00Z").getTime();
const tick = (minutes: number) => {
  clock += minutes * 60_000;
};
const API = "/api/v1/partners";
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;

const schoolWithSlot = () =>
  schoolSlot(t, {
    timezone: "UTC",
    from: "2026-03-01",
    to: "2026-04-30",
    slot: { days: [1], time_from: "10:00", time_to: "11:00", capacity: 3 },
  });

const request = async (uni: Signed, school: { partner: { id: number }; slotId: number }, event_date: string) => {
  const res = await t.injectAs(uni.token, {
    method: "POST",
    url: `${API}/events/create_event`,
    payload: {
      school_partner_id: school.partner.id,
      slot_id: school.slotId,
      event_date,
      timezone: "Europe/Berlin",
      note: "Two reps, one from admissions",
      attendees: [{ name: "Ana Reyes", email: "ana@uni.example" }],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().event.id as number;
};

async function listed(who: Signed, id: number) {
  const res = await t.injectAs(who.token, { method: "POST", url: `${API}/events`, payload: { tab: "upcoming" } });
  return res.json().events.find((e: { id: number }) => e.id === id);
}

async function unreadAbout(who: Signed, id: number) {
  const res = await t.injectAs(who.token, {
    method: "POST",
    url: `${API}/users/${who.user.id}/notifications`,
    payload: { is_read: false },
  });
  return res.json().notifications.filter((n: { event_id: number | null }) => n.event_id === id).length;
}

describe("New and Updated, per person (issue 9 §8)", () => {
  it("marks a request New for the school only, with who asked, until the school opens it", async () => {
    const school = await schoolWithSlot();
    const uni = await t.createSignedIn("University");
    const id = await request(uni, school, "2026-03-09");

    const forSchool = await listed(school, id);
    expect(forSchool.freshness).toBe("new");
    expect(forSchool.requested_by).toEqual({
      name: `${uni.user.first_name} ${uni.user.last_name}`.trim(),
      email: uni.user.email,
    });
    expect(forSchool.note).toBe("Two reps, one from admissions");
    expect(forSchool.attendees).toEqual([{ name: "Ana Reyes", email: "ana@uni.example" }]);
    expect((await listed(uni, id)).freshness).toBeNull();
    expect(await unreadAbout(school, id)).toBe(1);

    tick(5);
    const opened = await t.injectAs(school.token, { method: "GET", url: `${API}/events/${id}` });
    expect(opened.statusCode).toBe(200);
    const seen = await t.injectAs(school.token, { method: "POST", url: `${API}/events/${id}/seen` });
    expect(seen.statusCode).toBe(204);
    expect((await listed(school, id)).freshness).toBeNull();
    expect(await unreadAbout(school, id)).toBe(0);
  });

  it("confirming from the list reads the request's notification and marks the visit Updated for the university", async () => {
    const school = await schoolWithSlot();
    const uni = await t.createSignedIn("University");
    const id = await request(uni, school, "2026-03-16");
    tick(5);
    const res = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/events/${id}/update_status`,
      payload: { status: "confirm" },
    });
    expect(res.statusCode).toBe(200);
    expect(await unreadAbout(school, id)).toBe(0);
    expect((await listed(school, id)).freshness).toBeNull();
    expect((await listed(uni, id)).freshness).toBe("updated");

    tick(5);
    await t.injectAs(uni.token, { method: "GET", url: `${API}/events/${id}` });
    await t.injectAs(uni.token, { method: "POST", url: `${API}/events/${id}/seen` });
    expect((await listed(uni, id)).freshness).toBeNull();
  });

  it("drops the mark two weeks after the change, seen or not", async () => {
    const school = await schoolWithSlot();
    const uni = await t.createSignedIn("University");
    const id = await request(uni, school, "2026-04-27");
    tick(15 * 24 * 60);
    // Sessions end after a week without use: sign in again.
    const again = { ...school, token: await t.signIn(school.user.email) };
    expect((await listed(again, id)).freshness).toBeNull();
  });
});

describe("reading a visit writes nothing; POST events/{id}/seen says it was seen (issue 23)", () => {
  const rows = async (id: number) => {
    const [views] = await t.db.select({ n: count() }).from(eventViews).where(eq(eventViews.event_id, id));
    const [audits] = await t.db.select({ n: count() }).from(eventAudits).where(eq(eventAudits.event_id, id));
    return { views: Number(views?.n), audits: Number(audits?.n) };
  };

  it("GET events/{id} twice adds no view or audit row and leaves the notifications unread", async () => {
    const school = await schoolWithSlot();
    const uni = await t.createSignedIn("University");
    const id = await request(uni, school, "2026-03-23");
    const before = await rows(id);
    tick(5);
    for (let i = 0; i < 2; i++) {
      const res = await t.injectAs(school.token, { method: "GET", url: `${API}/events/${id}` });
      expect(res.statusCode).toBe(200);
    }
    expect(await rows(id)).toEqual(before);
    expect(await unreadAbout(school, id)).toBe(1);
    expect((await listed(school, id)).freshness).toBe("new");
  });

  it("seen clears the mark and reads the visit's notifications, for the caller only", async () => {
    const school = await schoolWithSlot();
    const member = await t.createUser({ partner_id: school.partner.id });
    const colleague = { ...school, user: member, token: await t.signIn(member.email) };
    const uni = await t.createSignedIn("University");
    const id = await request(uni, school, "2026-03-30");
    tick(5);
    const res = await t.injectAs(school.token, { method: "POST", url: `${API}/events/${id}/seen` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await unreadAbout(school, id)).toBe(0);
    expect((await listed(school, id)).freshness).toBeNull();
    expect((await rows(id)).views).toBe(1);
    expect(await unreadAbout(colleague, id)).toBe(1);
  });

  it("seen on another partner's visit is 404, as the GET, and writes nothing", async () => {
    const school = await schoolWithSlot();
    const uni = await t.createSignedIn("University");
    const id = await request(uni, school, "2026-04-06");
    const before = await rows(id);
    for (const type of ["University", "School"] as const) {
      const stranger = await t.createSignedIn(type);
      const get = await t.injectAs(stranger.token, { method: "GET", url: `${API}/events/${id}` });
      const seen = await t.injectAs(stranger.token, { method: "POST", url: `${API}/events/${id}/seen` });
      expect(get.statusCode).toBe(404);
      expect(seen.statusCode).toBe(404);
      expect(seen.json()).toEqual(get.json());
    }
    expect(await rows(id)).toEqual(before);
    expect(await unreadAbout(school, id)).toBe(1);
  });
});
