import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createSession } from "../../test/webinars.ts";
import { connections, leadCategories } from "../connections/connections.table.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { partners } from "../partners/partners.table.ts";
import { createPlansService } from "../plans/plans.service.ts";
import { regions } from "../reference/reference.table.ts";
import { userRegions } from "../team/team.table.ts";
import { users } from "../users/users.table.ts";
import { availabilitySlots } from "../visits/availability.table.ts";
import { activities, people, webinars, webinarUsers } from "../webinars/webinars.table.ts";
import { COMPRESS_FROM_BYTES } from "./list-versions.ts";

const API = "/api/v1/partners";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("remembered list answers follow every change, whatever path wrote it", () => {
  it("notifications: rows added, read and deleted outside the service show on the next request", async () => {
    const { user, partner, token } = await t.createSignedIn();
    const list = async (body: object = {}) =>
      (await t.injectAs(token, { method: "POST", url: `${API}/users/${user.id}/notifications`, payload: body })).json();
    expect(await list()).toMatchObject({ total: 0, unread_count: 0, filter_count: 0 });

    const row = { user_id: user.id, partner_id: partner.id, notification_type: "Event", message: "Visit confirmed" };
    await t.db.insert(notifications).values([row, { ...row, message: "Visit cancelled" }]);
    expect(await list()).toMatchObject({ total: 2, unread_count: 2, filter_count: 2 });
    expect(await list({ search_text: "cancelled" })).toMatchObject({ filter_count: 1 });

    await t.db.update(notifications).set({ is_read: true }).where(eq(notifications.message, "Visit cancelled"));
    expect(await list()).toMatchObject({ total: 2, unread_count: 1, read_count: 1 });
    expect(await list({ is_read: true })).toMatchObject({ filter_count: 1 });

    await t.db.delete(notifications).where(eq(notifications.user_id, user.id));
    expect(await list()).toMatchObject({ total: 0, filter_count: 0, notifications: [] });
  });

  it("team: a renamed member, a new member and a region assigned outside the service show on the next request", async () => {
    const { partner, token } = await t.createSignedIn("University");
    const list = async () => (await t.injectAs(token, { method: "POST", url: `${API}/teams`, payload: {} })).json();
    const before = await list();
    expect(before.total).toBe(1);

    const other = await t.createUser({ partner_id: partner.id, role: "member", first_name: "Zed" });
    expect((await list()).total).toBe(2);

    await t.db.update(users).set({ first_name: "Aaron" }).where(eq(users.id, other.id));
    const renamed = await list();
    expect(renamed.members.find((m: { id: number }) => m.id === other.id)?.first_name).toBe("Aaron");

    const [region] = await t.db.select().from(regions).limit(1);
    if (!region) throw new Error("no regions seeded");
    await t.db.insert(userRegions).values({ user_id: other.id, region_id: region.id });
    const withRegion = await list();
    const member = withRegion.members.find((m: { id: number }) => m.id === other.id);
    expect(JSON.stringify(member)).toContain(region.name);
  });

  it("one institution's changes leave another's remembered answer alone, and never mix them", async () => {
    const a = await t.createSignedIn("University");
    const b = await t.createSignedIn("University");
    const list = async (token: string) =>
      (await t.injectAs(token, { method: "POST", url: `${API}/teams`, payload: {} })).json();
    expect((await list(a.token)).members.map((m: { id: number }) => m.id)).toEqual([a.user.id]);
    expect((await list(b.token)).members.map((m: { id: number }) => m.id)).toEqual([b.user.id]);
    await t.createUser({ partner_id: a.partner.id });
    expect((await list(a.token)).total).toBe(2);
    expect((await list(b.token)).total).toBe(1);
  });

  it("availability and the directory: a slot or a school changed outside the service shows on the next request", async () => {
    const school = await t.createSignedIn("School");
    const university = await t.createSignedIn("University");
    const set = await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/schools/${school.partner.id}/set_availability`,
      payload: {
        availability: {
          availability_start_date: "2027-06-07",
          availability_end_date: "2027-06-13",
          is_bulk_upload: true,
          slots: [{ days: [1], time_from: "09:00", time_to: "09:40", capacity: 2 }],
        },
      },
    });
    expect(set.statusCode).toBe(201);
    const calendar = async () =>
      (
        await t.injectAs(university.token, {
          method: "GET",
          url: `${API}/schools/${school.partner.id}/availability?start_date=2027-06-07&end_date=2027-06-13`,
        })
      ).json();
    expect((await calendar()).data["2027-06-07"][0]).toMatchObject({ capacity: 2, remaining: 2 });
    await t.db
      .update(availabilitySlots)
      .set({ capacity: 5 })
      .where(eq(availabilitySlots.partner_id, school.partner.id));
    expect((await calendar()).data["2027-06-07"][0]).toMatchObject({ capacity: 5, remaining: 5 });

    const directory = async () =>
      (
        await t.injectAs(university.token, {
          method: "POST",
          url: `${API}/universities/${university.partner.id}/schools_list`,
          payload: { search_text: "Quiet Pines" },
        })
      ).json();
    expect((await directory()).matched).toBe(0);
    await t.db.update(partners).set({ name: "Quiet Pines Academy" }).where(eq(partners.id, school.partner.id));
    const found = await directory();
    expect(found.matched).toBe(1);
    expect(found.schools[0]).toMatchObject({ id: school.partner.id, name: "Quiet Pines Academy" });
  });
});

describe("the connections list and its look-ups follow every change, whatever path wrote it", () => {
  type Row = { id: number; first_name: string; list_state: string | null; activities_count: number };
  type Option = { value: string | number; label: string; count: number };
  async function person(firstName: string) {
    const email = `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const [p] = await t.db.insert(people).values({ email }).returning({ id: people.id });
    if (!p) throw new Error("person not created");
    await t.db.insert(webinarUsers).values({ email, first_name: firstName, last_name: "Lee", person_id: p.id });
    return p.id;
  }
  async function ask<T>(token: string, path: string): Promise<T> {
    const res = await t.injectAs(token, { method: "GET", url: `${API}/${path}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  }
  const listOf = (token: string, query = "") =>
    ask<{ connections: Row[]; matched: number; total: number }>(token, `connections${query}`);
  const optionsOf = async (token: string, lookup: string, query = "") =>
    (await ask<{ options: Option[] }>(token, `connections/${lookup}${query}`)).options;

  it("an activity, a list state, a lead category and a webinar title changed by SQL show in the next answers", async () => {
    const uni = await t.createSignedIn("University");
    const amy = await person("Amy");
    const session = await createSession(t.db, uni.partner.id, { title: "Campus tour" });
    await t.db.insert(activities).values({ partner_id: uni.partner.id, person_id: amy, kind: "registered" });

    // Asked twice: the second answer is the remembered one.
    for (let i = 0; i < 2; i++) {
      const first = await listOf(uni.token);
      expect(first.connections.map((c) => [c.first_name, c.activities_count])).toEqual([["Amy", 1]]);
      expect((await optionsOf(uni.token, "engagement_type_filters")).map((o) => o.value)).toEqual(["registered"]);
      expect(await optionsOf(uni.token, "event_titles")).toEqual([]);
      expect(await listOf(uni.token, "?engagement_types=attended")).toMatchObject({ matched: 0 });
    }

    // An activity written straight into the table (as registrations, check-in and the seed do).
    await t.db
      .insert(activities)
      .values({ partner_id: uni.partner.id, person_id: amy, kind: "attended", webinar_id: session.id });
    expect((await listOf(uni.token)).connections.map((c) => c.activities_count)).toEqual([2]);
    expect((await optionsOf(uni.token, "engagement_type_filters")).map((o) => o.value).sort()).toEqual([
      "attended",
      "registered",
    ]);
    expect(await optionsOf(uni.token, "event_titles")).toEqual([
      { value: "Campus tour", label: "Campus tour", count: 1 },
    ]);
    expect(await listOf(uni.token, "?engagement_types=attended")).toMatchObject({ matched: 1 });

    // A list state set by SQL.
    await t.db.update(connections).set({ list_state: "applying" }).where(eq(connections.person_id, amy));
    expect((await listOf(uni.token)).connections.map((c) => c.list_state)).toEqual(["applying"]);
    expect(await listOf(uni.token, "?list_states=applying")).toMatchObject({ matched: 1 });

    // A lead category added by SQL shows in its look-up (with no connections yet), then renamed.
    const [category] = await t.db
      .insert(leadCategories)
      .values({ partner_id: uni.partner.id, name: "Hot" })
      .returning({ id: leadCategories.id });
    if (!category) throw new Error("category not created");
    expect(await optionsOf(uni.token, "lead_categories_filters")).toEqual([
      { value: category.id, label: "Hot", count: 0 },
    ]);
    await t.db.update(connections).set({ lead_category_id: category.id }).where(eq(connections.person_id, amy));
    await t.db.update(leadCategories).set({ name: "Warm" }).where(eq(leadCategories.id, category.id));
    expect(await optionsOf(uni.token, "lead_categories_filters")).toEqual([
      { value: category.id, label: "Warm", count: 1 },
    ]);
    const named = await ask<{ connections: { lead_category: unknown }[] }>(uni.token, "connections");
    expect(named.connections[0]?.lead_category).toEqual({ id: category.id, name: "Warm" });

    // A webinar renamed: its title look-up follows; time spent (presence beats) raises nothing but is harmless.
    await t.db.update(webinars).set({ title: "Open day" }).where(eq(webinars.id, session.id));
    expect((await optionsOf(uni.token, "event_titles")).map((o) => o.value)).toEqual(["Open day"]);

    // An activity's kind changed, then the activity deleted.
    await t.db.update(activities).set({ kind: "watched_video" }).where(eq(activities.webinar_id, session.id));
    expect((await optionsOf(uni.token, "engagement_type_filters")).map((o) => o.value).sort()).toEqual([
      "registered",
      "watched_video",
    ]);
    await t.db.delete(activities).where(eq(activities.webinar_id, session.id));
    expect((await optionsOf(uni.token, "engagement_type_filters")).map((o) => o.value)).toEqual(["registered"]);
    expect(await optionsOf(uni.token, "event_titles")).toEqual([]);
  });

  it("a minor who turns 18 overnight shows their email the next UTC day, with nothing written", async () => {
    let clock = new Date("2027-03-10T23:30:00Z");
    const dated = await createTestApp({ now: () => clock });
    try {
      const uni = await dated.createSignedIn("University");
      // The paid connections plan: its connections' contacts are not locked (decision 104).
      await createPlansService(dated.app.ctx).set(uni.partner.id, "connections", "paid", "test");
      const email = `kid-${Math.random().toString(36).slice(2, 8)}@example.test`;
      const [p] = await dated.db.insert(people).values({ email }).returning({ id: people.id });
      if (!p) throw new Error("person not created");
      await dated.db
        .insert(webinarUsers)
        .values({ email, first_name: "Kiddo", last_name: "Lee", person_id: p.id, date_of_birth: "2009-03-11" });
      await dated.db.insert(activities).values({ partner_id: uni.partner.id, person_id: p.id, kind: "registered" });
      const ask = async () =>
        (await dated.injectAs(uni.token, { method: "GET", url: `${API}/connections?search_text=${email}` })).json();
      expect((await ask()).matched).toBe(0);
      const plain = async () =>
        (await dated.injectAs(uni.token, { method: "GET", url: `${API}/connections` })).json().connections[0];
      expect(await plain()).toMatchObject({ email: null, contact_hidden: true });
      expect(await plain()).toMatchObject({ email: null, contact_hidden: true });
      clock = new Date("2027-03-11T00:30:00Z");
      expect(await plain()).toMatchObject({ email, contact_hidden: false });
      expect((await ask()).matched).toBe(1);
    } finally {
      await dated.close();
    }
  });

  it("keys hold the question, the tab and the institution: filters in any order ask the same, others differ", async () => {
    const a = await t.createSignedIn("University");
    const b = await t.createSignedIn("University");
    const ann = await person("Ann");
    const bob = await person("Bob");
    await t.db.insert(activities).values([
      { partner_id: a.partner.id, person_id: ann, kind: "registered" },
      { partner_id: a.partner.id, person_id: bob, kind: "attended" },
    ]);
    expect((await listOf(a.token, "?engagement_types=registered&engagement_types=attended")).matched).toBe(2);
    expect((await listOf(a.token, "?engagement_types=attended&engagement_types=registered")).matched).toBe(2);
    expect((await listOf(a.token, "?engagement_types=attended")).matched).toBe(1);
    expect((await listOf(a.token, "?user_type=guardian")).matched).toBe(0);
    expect((await listOf(a.token, "?search_text=ann")).connections.map((c) => c.first_name)).toEqual(["Ann"]);
    expect((await listOf(b.token)).total).toBe(0);
    expect(await optionsOf(b.token, "engagement_type_filters")).toEqual([]);
    expect((await optionsOf(a.token, "engagement_type_filters")).length).toBe(2);
    // Another institution's change leaves A's answers as they were, and B sees its own.
    await t.db.insert(activities).values({ partner_id: b.partner.id, person_id: ann, kind: "profile_view" });
    expect((await listOf(b.token)).connections.map((c) => c.first_name)).toEqual(["Ann"]);
    expect((await listOf(a.token)).total).toBe(2);
  });
});

describe("list answers on the wire", () => {
  it("are compressed for clients that accept it (brotli first, then gzip), the same JSON once decompressed", async () => {
    const { user, partner, token } = await t.createSignedIn();
    const row = { user_id: user.id, partner_id: partner.id, notification_type: "Event" };
    await t.db
      .insert(notifications)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ ...row, message: `Visit ${i} confirmed by Lakeside International` })),
      );
    const url = `${API}/users/${user.id}/notifications`;
    const ask = (encoding?: string) =>
      t.injectAs(token, {
        method: "POST",
        url,
        payload: {},
        headers: encoding ? { "accept-encoding": encoding } : {},
      });

    const plain = await ask();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(plain.json().total).toBe(20);

    const browser = await ask("gzip, deflate, br, zstd");
    expect(browser.headers["content-encoding"]).toBe("br");
    expect(browser.headers.vary).toBe("accept-encoding");
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);

    const gzipOnly = await ask("gzip");
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);

    expect((await ask("identity")).headers["content-encoding"]).toBeUndefined();
  });

  it("are sent as they are when too small to gain from compression", async () => {
    const { user, token } = await t.createSignedIn();
    const res = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/${user.id}/notifications`,
      payload: {},
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toMatchObject({ total: 0 });
  });
});
