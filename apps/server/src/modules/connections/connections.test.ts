import { ACTIVITY_TYPE_FILTER_VALUES } from "@quad/contract/rules/connections";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createSession, signUpGuest } from "../../test/webinars.ts";
import { partners } from "../partners/partners.table.ts";
import { createPlansService } from "../plans/plans.service.ts";
import { countries, regionCountries, regions } from "../reference/reference.table.ts";
import { activities, people, webinarCategories, webinarUsers } from "../webinars/webinars.table.ts";
import { connectionStateChanges, connections, leadCategories } from "./connections.table.ts";

const API = "/api/v1/partners";
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let other: Signed;
let school: Signed;
let client: Signed;
let us: number;
let ca: number;
let fr: number;

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("missing");
  return value;
}

beforeAll(async () => {
  t = await createTestApp();
  uni = await t.createSignedIn("University");
  other = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
  client = await t.createSignedIn("ApplicationClient");
  // Their connections show email and phone: the paid connections plan (decision 104; free locks them).
  await paidPlan(uni);
  await paidPlan(other);
  const cs = await t.db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, ["US", "CA", "FR"]));
  us = must(cs.find((c) => c.code === "US")).id;
  ca = must(cs.find((c) => c.code === "CA")).id;
  fr = must(cs.find((c) => c.code === "FR")).id;
});
afterAll(async () => t?.close());

/** The paid connections plan for an institution, before its connections come (they take the plan's tier). */
async function paidPlan(who: Signed) {
  await createPlansService(t.app.ctx).set(who.partner.id, "connections", "paid", "test");
}

let n = 0;
/** A person who is a webinar guest with this profile. */
async function guest(values: Partial<typeof webinarUsers.$inferInsert> = {}) {
  n += 1;
  const email = values.email ?? `person${n}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const [p] = await t.db.insert(people).values({ email }).returning({ id: people.id });
  const [g] = await t.db
    .insert(webinarUsers)
    .values({ first_name: `First${n}`, last_name: `Last${n}`, ...values, email, person_id: must(p).id })
    .returning();
  return { personId: must(p).id, guestId: must(g).id, email };
}
/** What a person did with an institution (the writers of Quad insert the same rows). */
async function act(
  partnerId: number,
  personId: number,
  kind: string,
  extra: Partial<typeof activities.$inferInsert> = {},
) {
  await t.db.insert(activities).values({ partner_id: partnerId, person_id: personId, kind, ...extra });
}
async function connectionOf(partnerId: number, personId: number) {
  const [row] = await t.db
    .select()
    .from(connections)
    .where(eq(connections.partner_id, partnerId))
    .then((rows) => rows.filter((r) => r.person_id === personId));
  return row;
}
const get = (who: Signed, path: string) => t.injectAs(who.token, { method: "GET", url: `${API}/${path}` });
const put = (who: Signed, path: string, payload: object) =>
  t.injectAs(who.token, { method: "PUT", url: `${API}/${path}`, payload });
const post = (who: Signed, path: string, payload: object) =>
  t.injectAs(who.token, { method: "POST", url: `${API}/${path}`, payload });
async function list(who: Signed, query = "") {
  const res = await get(who, `connections${query ? `?${query}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    connections: { id: number; first_name: string; email: string | null; is_new: boolean; is_updated: boolean }[];
    matched: number;
    total: number;
    page_no: number;
    counts: { student: number; guardian: number; counsellor: number };
  };
}
async function options(who: Signed, lookup: string, query = "") {
  const res = await get(who, `connections/${lookup}${query ? `?${query}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().options as { value: string | number; label: string; count: number }[];
}

describe("connections come from activities", () => {
  it("a guest who registers for a university's session becomes its connection, with the guest's profile", async () => {
    const session = await createSession(t.db, uni.partner.id, { title: "Engineering open day" });
    const g = await signUpGuest(t.app, ca, { first_name: "Zora", institute_name: "Maple High" });
    const reg = await t.injectAs(g.token, {
      method: "POST",
      url: `/api/v1/webinars/events/${session.id}/register`,
      payload: {},
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const body = await list(uni, "search_text=zora");
    expect(body.connections).toHaveLength(1);
    const row = must(body.connections[0]) as Record<string, unknown>;
    expect(row).toMatchObject({
      first_name: "Zora",
      user_type: "student",
      source: "webinar",
      school_name: "Maple High",
      graduation_year: 2027,
      country: { id: ca },
      activities_count: 1,
      is_new: true,
    });
    // Another institution sees nothing of it.
    expect((await list(other, "search_text=zora")).connections).toHaveLength(0);
  });

  it("advances counts and times with later activities, keeps the first source, ignores School partners", async () => {
    const p = await guest({ role: "parent" });
    await act(uni.partner.id, p.personId, "visit_signup", { occurred_at: new Date("2026-01-05T10:00:00Z") });
    await act(uni.partner.id, p.personId, "attended", { occurred_at: new Date("2026-02-05T10:00:00Z") });
    await act(school.partner.id, p.personId, "attended");
    const c = must(await connectionOf(uni.partner.id, p.personId));
    expect(c).toMatchObject({ user_type: "guardian", source: "visit", activities_count: 2 });
    expect(c.first_activity_at?.toISOString()).toBe("2026-01-05T10:00:00.000Z");
    expect(c.last_activity_at?.toISOString()).toBe("2026-02-05T10:00:00.000Z");
    expect(await connectionOf(school.partner.id, p.personId)).toBeUndefined();
    // A back-dated activity moves the first time and the source.
    await act(uni.partner.id, p.personId, "registered", { occurred_at: new Date("2025-12-01T10:00:00Z") });
    const after = must(await connectionOf(uni.partner.id, p.personId));
    expect(after).toMatchObject({ source: "webinar", activities_count: 3 });
    // Many rows in one statement (the seed's way) count once each.
    await t.db.insert(activities).values([
      { partner_id: uni.partner.id, person_id: p.personId, kind: "watched_video" },
      { partner_id: uni.partner.id, person_id: p.personId, kind: "viewed_recording" },
    ]);
    expect(must(await connectionOf(uni.partner.id, p.personId)).activities_count).toBe(5);
  });

  it("an ApplicationClient gets connections too and may read them", async () => {
    const p = await guest({ role: "counselor" });
    await act(client.partner.id, p.personId, "profile_view");
    const body = await list(client, "user_type=counsellor");
    expect(body.connections.map((c) => c.id)).toEqual([must(await connectionOf(client.partner.id, p.personId)).id]);
    expect(body.counts.counsellor).toBe(1);
  });

  it("a guest's profile change reaches the connection and marks it Updated", async () => {
    const p = await guest({ city: "Lyon", country_id: fr });
    await act(uni.partner.id, p.personId, "registered");
    const c = must(await connectionOf(uni.partner.id, p.personId));
    expect((await put(uni, "connections/update_listing_badge", { ids: [c.id] })).statusCode).toBe(200);
    await t.db.update(webinarUsers).set({ city: "Paris", last_name: "Renamed" }).where(eq(webinarUsers.id, p.guestId));
    const res = await get(uni, `connections/${c.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().connection;
    expect(detail.profile).toMatchObject({ city: "Paris", last_name: "Renamed" });
    expect(detail.is_updated).toBe(true);
    // A change the connection does not copy (the guest's language) marks nothing.
    await put(uni, "connections/update_listing_badge", { ids: [c.id] });
    await t.db.update(webinarUsers).set({ locale: "zh-CN" }).where(eq(webinarUsers.id, p.guestId));
    expect((await get(uni, `connections/${c.id}`)).json().connection.is_updated).toBe(false);
  });
});

describe("the list", () => {
  let A: Signed;
  const ids: Record<string, number> = {};
  let region: number;
  let category: number;
  let webinarCategory: number;

  beforeAll(async () => {
    A = await t.createSignedIn("University");
    await paidPlan(A);
    const [r] = await t.db.insert(regions).values({ name: "North America (list test)" }).returning();
    region = must(r).id;
    await t.db.insert(regionCountries).values([
      { region_id: region, country_id: us },
      { region_id: region, country_id: ca },
    ]);
    const [lc] = await t.db.insert(leadCategories).values({ partner_id: A.partner.id, name: "Hot" }).returning();
    category = must(lc).id;
    await t.db.insert(leadCategories).values({ partner_id: A.partner.id, name: "Cold" });
    const [wc] = await t.db.insert(webinarCategories).values({ name: "Engineering (list test)" }).returning();
    webinarCategory = must(wc).id;
    const s1 = await createSession(t.db, A.partner.id, { title: "Robotics night", category_id: webinarCategory });
    const s2 = await createSession(t.db, A.partner.id, { title: "Art portfolio day" });
    const [hill] = await t.db
      .insert(partners)
      .values({ institute_type: "School", name: "Hill Academy", status: "active", city: "Toronto" })
      .returning();
    const make = async (
      key: string,
      profile: Partial<typeof webinarUsers.$inferInsert>,
      acts: [string, number | null][],
    ) => {
      const p = await guest({ first_name: key, ...profile });
      for (const [kind, webinarId] of acts) await act(A.partner.id, p.personId, kind, { webinar_id: webinarId });
      ids[key] = must(await connectionOf(A.partner.id, p.personId)).id;
    };
    await make(
      "Amy",
      { country_id: us, graduation_year: 2027, citizenship_country_id: us, academic_interests: ["Math"] },
      [
        ["registered", s1.id],
        ["attended", s1.id],
      ],
    );
    await make(
      "Ben",
      { country_id: ca, graduation_year: 2028, school_partner_id: must(hill).id, academic_interests: ["Art"] },
      [["registered", s2.id]],
    );
    await make("Cal", { country_id: fr, graduation_year: 2027, citizenship_country_id: ca }, [["visit_signup", null]]);
    await make("Dee", { role: "parent", country_id: us }, [["registered", s1.id]]);
    await make("Eve", { role: "counselor", country_id: ca, institute_name: "Eastside" }, [["profile_view", null]]);
    // Columns no guest writes: set as staff or other modules would.
    await t.db
      .update(connections)
      .set({ status: "Active", course_interests: ["Robotics"] })
      .where(eq(connections.id, must(ids.Amy)));
    await t.db
      .update(connections)
      .set({ status: "Dormant", course_interests: ["Painting"] })
      .where(eq(connections.id, must(ids.Ben)));
    expect(
      (
        await put(A, `connections/${ids.Amy}`, {
          list_state: "shortlisted",
          lead_category_id: category,
          next_step: "schedule_call",
        })
      ).statusCode,
    ).toBe(200);
    expect((await put(A, `connections/${ids.Cal}`, { list_state: "applied" })).statusCode).toBe(200);
  });

  const names = (body: { connections: { first_name: string }[] }) => body.connections.map((c) => c.first_name).sort();

  it("opens on the students tab with counts per type and totals", async () => {
    const body = await list(A);
    expect(names(body)).toEqual(["Amy", "Ben", "Cal"]);
    expect(body.counts).toEqual({ student: 3, guardian: 1, counsellor: 1 });
    expect(body).toMatchObject({ matched: 3, total: 3, page_no: 1 });
    expect(names(await list(A, "user_type=guardian"))).toEqual(["Dee"]);
    expect(names(await list(A, "user_type=counsellor"))).toEqual(["Eve"]);
  });

  it("filters by each kind, OR within a filter and AND across filters", async () => {
    const cases: [string, string[]][] = [
      [`country_ids=${us}`, ["Amy"]],
      [`country_ids=${us}&country_ids=${ca}`, ["Amy", "Ben"]],
      [`country_ids[]=${us}&country_ids[]=${fr}`, ["Amy", "Cal"]],
      [`country_ids=${ca}&graduation_years=2027`, []],
      [`country_ids=${fr}&graduation_years=2027`, ["Cal"]],
      ["graduation_years=2027", ["Amy", "Cal"]],
      ["engagement_types=attended", ["Amy"]],
      ["engagement_types=attended&engagement_types=visit_signup", ["Amy", "Cal"]],
      ["next_steps=schedule_call", ["Amy"]],
      [`lead_category_ids=${category}`, ["Amy"]],
      [`region_ids=${region}`, ["Amy", "Ben"]],
      [`citizenship_ids=${ca}`, ["Cal"]],
      [`citizenship_ids=${ca}&citizenship_ids=${us}`, ["Amy", "Cal"]],
      [`webinar_category_ids=${webinarCategory}`, ["Amy"]],
      ["source_types=visit", ["Cal"]],
      [`activity_types=${encodeURIComponent("Signup for the school visit")}`, ["Cal"]],
      [`activity_types=${encodeURIComponent("Attended a session")}&activity_types=visit_signup`, ["Amy", "Cal"]],
      ["statuses=Active&statuses=Dormant", ["Amy", "Ben"]],
      ["school_names=Hill%20Academy", ["Ben"]],
      ["school_cities=Toronto", ["Ben"]],
      ["course_interests=Robotics", ["Amy"]],
      ["academic_interests=Art&academic_interests=Math", ["Amy", "Ben"]],
      [`event_titles=${encodeURIComponent("Art portfolio day")}`, ["Ben"]],
      ["list_states=shortlisted&list_states=applied", ["Amy", "Cal"]],
      ["list_states=applied&graduation_years=2028", []],
    ];
    for (const [query, expected] of cases) expect(names(await list(A, query)), query).toEqual(expected);
  });

  it("counts every tab under the same filters", async () => {
    const body = await list(A, `country_ids=${us}`);
    expect(body.counts).toEqual({ student: 1, guardian: 1, counsellor: 0 });
    expect(body).toMatchObject({ matched: 1, total: 3 });
  });

  it("searches name, email and school", async () => {
    expect(names(await list(A, "search_text=hill%20acad"))).toEqual(["Ben"]);
    expect(names(await list(A, "search_text=CAL"))).toEqual(["Cal"]);
    expect(names(await list(A, "search_text=nobody-here"))).toEqual([]);
  });

  it("sorts by name, by last activity and newest first", async () => {
    const byName = await list(A, "sort=name");
    expect(byName.connections.map((c) => c.first_name)).toEqual(["Amy", "Ben", "Cal"]);
    const recent = await list(A, "sort=recent");
    expect(recent.connections.map((c) => c.first_name)).toEqual(["Cal", "Ben", "Amy"]);
  });

  it("refuses unknown filter values with 422", async () => {
    for (const query of [
      "list_states=kept",
      "activity_types=dancing",
      "country_ids=abc",
      "sort=random",
      "user_type=alumni",
    ]) {
      const res = await get(A, `connections?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors).toBeTypeOf("object");
    }
  });

  it("answers every look-up from this institution's connections", async () => {
    const value = async (lookup: string, query = "") =>
      (await options(A, lookup, query)).map((o) => [o.value, o.count] as const);
    expect(await value("country")).toEqual(
      expect.arrayContaining([
        [us, 2],
        [ca, 2],
        [fr, 1],
      ]),
    );
    expect(await value("country", "user_type=student")).toHaveLength(3);
    expect(await value("graduation_years")).toEqual([
      [2028, 1],
      [2027, 2],
    ]);
    expect(await value("engagement_type_filters")).toEqual(
      expect.arrayContaining([
        ["registered", 3],
        ["attended", 1],
        ["visit_signup", 1],
        ["profile_view", 1],
      ]),
    );
    expect((await options(A, "activity_type")).map((o) => o.value)).toContain("Signed up for visit");
    expect(await value("recommended_steps_filters")).toEqual([["schedule_call", 1]]);
    expect(await options(A, "lead_categories_filters")).toEqual([
      { value: expect.any(Number), label: "Cold", count: 0 },
      { value: category, label: "Hot", count: 1 },
    ]);
    // The reference data's own regions hold these countries too.
    expect(await value("assigned_regions")).toEqual(expect.arrayContaining([[region, 4]]));
    expect(await value("citizenships")).toEqual(
      expect.arrayContaining([
        [us, 1],
        [ca, 1],
      ]),
    );
    expect(await value("webinar_category")).toEqual([[webinarCategory, 2]]);
    expect(await value("source_type")).toEqual(
      expect.arrayContaining([
        ["webinar", 3],
        ["visit", 1],
        ["profile_view", 1],
      ]),
    );
    expect(await value("status")).toEqual([
      ["Active", 1],
      ["Dormant", 1],
    ]);
    expect(await value("school_name")).toEqual(
      expect.arrayContaining([
        ["Hill Academy", 1],
        ["Eastside", 1],
      ]),
    );
    expect(await value("school_name", "search_text=hill")).toEqual([["Hill Academy", 1]]);
    expect(await value("school_city", "search_text=toron")).toEqual([["Toronto", 1]]);
    expect(await value("courses_interest")).toEqual(
      expect.arrayContaining([
        ["Robotics", 1],
        ["Painting", 1],
      ]),
    );
    expect(await value("academic_interest")).toEqual(
      expect.arrayContaining([
        ["Math", 1],
        ["Art", 1],
      ]),
    );
    expect(await value("event_titles")).toEqual(
      expect.arrayContaining([
        ["Robotics night", 2],
        ["Art portfolio day", 1],
      ]),
    );
    expect(await value("school_state")).toEqual([]);
    // Another institution's look-ups hold none of it.
    expect(await options(other, "event_titles")).toEqual([]);
  });

  it("pages: page 2 brings the rows page 1 did not", async () => {
    const B = await t.createSignedIn("University");
    for (let i = 0; i < 30; i += 1) {
      const p = await guest({ first_name: `Pager${String(i).padStart(2, "0")}` });
      await act(B.partner.id, p.personId, "registered");
    }
    const one = await list(B, "sort=name");
    const two = await list(B, "sort=name&page_no=2");
    expect(one.connections).toHaveLength(25);
    expect(two.connections).toHaveLength(5);
    expect(two.page_no).toBe(2);
    const all = [...one.connections, ...two.connections].map((c) => c.id);
    expect(new Set(all).size).toBe(30);
    expect((await list(B, "page_no=3")).connections).toHaveLength(0);
  });
});

describe("detail, engagement and changes", () => {
  it("shows the sections and the engagement history newest first, with who added a note", async () => {
    const session = await createSession(t.db, uni.partner.id, { title: "Campus tour live" });
    const p = await guest({ graduation_year: 2026, scores: { sat: "1450" }, academic_interests: ["Physics"] });
    await act(uni.partner.id, p.personId, "registered", {
      webinar_id: session.id,
      occurred_at: new Date(Date.now() - 3 * 86_400_000),
    });
    await act(uni.partner.id, p.personId, "attended", {
      webinar_id: session.id,
      duration_seconds: 2700,
      occurred_at: new Date(Date.now() - 2 * 86_400_000),
    });
    const c = must(await connectionOf(uni.partner.id, p.personId));
    const added = await post(uni, `connections/${c.id}/activities`, { kind: "call", note: "Talked about majors" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().engagement).toMatchObject({
      kind: "call",
      note: "Talked about majors",
      created_by: { id: uni.user.id },
    });
    const detail = (await get(uni, `connections/${c.id}`)).json().connection;
    expect(detail.academics).toMatchObject({ scores: { sat: "1450" }, academic_interests: ["Physics"] });
    expect(detail.source).toMatchObject({ source: "webinar", webinar: { id: session.id, title: "Campus tour live" } });
    expect(detail.engagement.activities_count).toBe(3);
    expect(detail.engagement.by_kind).toEqual(
      expect.arrayContaining([
        { kind: "registered", count: 1 },
        { kind: "attended", count: 1 },
        { kind: "call", count: 1 },
      ]),
    );
    const history = (await get(uni, `connections/${c.id}/engagements`)).json();
    expect(history.total_activities).toBe(3);
    expect(history.engagements.map((e: { kind: string }) => e.kind)).toEqual(["call", "attended", "registered"]);
    expect(history.engagements[1]).toMatchObject({
      duration_seconds: 2700,
      webinar: { title: "Campus tour live" },
      created_by: null,
    });
  });

  it("pages the engagement history", async () => {
    const p = await guest();
    const base = Date.now() - 100 * 86_400_000;
    await t.db.insert(activities).values(
      Array.from({ length: 23 }, (_, i) => ({
        partner_id: uni.partner.id,
        person_id: p.personId,
        kind: "viewed_recording",
        occurred_at: new Date(base + i * 3_600_000),
      })),
    );
    const c = must(await connectionOf(uni.partner.id, p.personId));
    const one = (await get(uni, `connections/${c.id}/engagements`)).json();
    const two = (await get(uni, `connections/${c.id}/engagements?page_no=2`)).json();
    expect(one.engagements).toHaveLength(20);
    expect(two.engagements).toHaveLength(3);
    const ids = new Set([...one.engagements, ...two.engagements].map((e: { id: number }) => e.id));
    expect(ids.size).toBe(23);
  });

  it("takes staff activities only, a note with its text, not in the future", async () => {
    const p = await guest();
    await act(uni.partner.id, p.personId, "registered");
    const c = must(await connectionOf(uni.partner.id, p.personId));
    const bad = [
      [{ kind: "attended" }, "kind"],
      [{ kind: "note" }, "note"],
      [{ kind: "meeting", occurred_at: "2999-01-01T00:00:00Z" }, "occurred_at"],
      [{ kind: "email", occurred_at: "yesterday" }, "occurred_at"],
    ] as const;
    for (const [payload, field] of bad) {
      const res = await post(uni, `connections/${c.id}/activities`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const past = await post(uni, `connections/${c.id}/activities`, {
      kind: "meeting",
      occurred_at: "2026-01-10T15:00:00+01:00",
    });
    expect(past.statusCode, past.body).toBe(201);
    expect(past.json().engagement.occurred_at).toBe("2026-01-10T14:00:00.000Z");
  });

  it("changes list state, lead category and next step, keeping the list-state history", async () => {
    const p = await guest();
    await act(uni.partner.id, p.personId, "registered");
    const c = must(await connectionOf(uni.partner.id, p.personId));
    const [lc] = await t.db.insert(leadCategories).values({ partner_id: uni.partner.id, name: "Scholars" }).returning();
    const [foreign] = await t.db
      .insert(leadCategories)
      .values({ partner_id: other.partner.id, name: "Theirs" })
      .returning();
    const one = await put(uni, `connections/${c.id}`, { list_state: "longlisted", lead_category_id: must(lc).id });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().connection).toMatchObject({ list_state: "longlisted", lead_category: { name: "Scholars" } });
    await put(uni, `connections/${c.id}`, { list_state: "applying", next_step: "encourage_application" });
    // Only the next step: the list state and its history stay.
    await put(uni, `connections/${c.id}`, { next_step: "follow_up" });
    const detail = (await get(uni, `connections/${c.id}`)).json().connection;
    expect(detail).toMatchObject({
      list_state: "applying",
      next_step: "follow_up",
      lead_category: { id: must(lc).id },
    });
    expect(detail.list_state_history).toEqual([
      expect.objectContaining({
        from_state: "longlisted",
        to_state: "applying",
        changed_by: expect.objectContaining({ id: uni.user.id }),
      }),
      expect.objectContaining({ from_state: null, to_state: "longlisted" }),
    ]);
    const refused = await put(uni, `connections/${c.id}`, { lead_category_id: must(foreign).id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty("lead_category_id");
    expect((await put(uni, `connections/${c.id}`, {})).statusCode).toBe(422);
    // Clearing the list state is a change too.
    await put(uni, `connections/${c.id}`, { list_state: null });
    const states = await t.db
      .select()
      .from(connectionStateChanges)
      .where(eq(connectionStateChanges.connection_id, c.id));
    expect(states).toHaveLength(3);
  });

  it("bulk-changes the institution's own connections only", async () => {
    const mine = [];
    for (let i = 0; i < 3; i += 1) {
      const p = await guest();
      await act(uni.partner.id, p.personId, "registered");
      mine.push(must(await connectionOf(uni.partner.id, p.personId)).id);
    }
    const q = await guest();
    await act(other.partner.id, q.personId, "registered");
    const theirs = must(await connectionOf(other.partner.id, q.personId)).id;
    const res = await put(uni, "connections/bulk_update", { ids: [...mine, theirs], list_state: "shortlisted" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });
    expect(must(await connectionOf(other.partner.id, q.personId)).list_state).toBeNull();
    const changes = await t.db
      .select()
      .from(connectionStateChanges)
      .where(inArray(connectionStateChanges.connection_id, mine));
    expect(changes).toHaveLength(3);
    expect((await put(uni, "connections/bulk_update", { ids: [], list_state: "applied" })).statusCode).toBe(422);
    expect((await put(uni, "connections/bulk_update", { ids: mine })).statusCode).toBe(422);
  });
});

describe("badges and hidden counts", () => {
  it("New until seen, Updated when the person acts again, cleared when seen; hidden counts follow", async () => {
    const H = await t.createSignedIn("University");
    const a = await guest();
    const b = await guest({ role: "parent" });
    await act(H.partner.id, a.personId, "registered");
    await act(H.partner.id, b.personId, "registered");
    const hidden = async (type = "all") =>
      (await get(H, `connections/hidden_counts?user_type=${type}`)).json().user_connection_count;
    expect(await hidden()).toBe(2);
    expect(await hidden("guardian")).toBe(1);
    const ca1 = must(await connectionOf(H.partner.id, a.personId)).id;
    let row = must((await list(H)).connections.find((c) => c.id === ca1));
    expect(row).toMatchObject({ is_new: true, is_updated: false });
    const seen = await put(H, "connections/update_listing_badge", { ids: [ca1] });
    expect(seen.json()).toEqual({ updated: 1 });
    row = must((await list(H)).connections.find((c) => c.id === ca1));
    expect(row).toMatchObject({ is_new: false, is_updated: false });
    expect(await hidden()).toBe(1);
    // A staff note is the institution's own doing: no Updated badge.
    await post(H, `connections/${ca1}/activities`, { kind: "note", note: "Sent the brochure" });
    expect(must((await list(H)).connections.find((c) => c.id === ca1)).is_updated).toBe(false);
    await new Promise((r) => setTimeout(r, 5));
    await act(H.partner.id, a.personId, "attended");
    row = must((await list(H)).connections.find((c) => c.id === ca1));
    expect(row).toMatchObject({ is_new: false, is_updated: true });
    expect(await hidden()).toBe(2);
    await put(H, "connections/update_listing_badge", { ids: [ca1] });
    expect(must((await list(H)).connections.find((c) => c.id === ca1)).is_updated).toBe(false);
    // Another institution's ids change nothing.
    expect((await put(other, "connections/update_listing_badge", { ids: [ca1] })).json()).toEqual({ updated: 0 });
  });
});

describe("privacy", () => {
  const minorBirth = () => `${new Date().getUTCFullYear() - 15}-06-15`;

  it("hides a minor's email and phone until a guardian's consent is recorded", async () => {
    const kid = await guest({ date_of_birth: minorBirth(), phone: "+1 555 0100", first_name: "Kiddo" });
    const adult = await guest({ date_of_birth: "1990-01-01", phone: "+1 555 0199", first_name: "Grownup" });
    await act(uni.partner.id, kid.personId, "registered");
    await act(uni.partner.id, adult.personId, "registered");
    const k = must(await connectionOf(uni.partner.id, kid.personId)).id;
    const a = must(await connectionOf(uni.partner.id, adult.personId)).id;
    const rows = (await list(uni, "search_text=kiddo")).connections;
    expect(rows[0]).toMatchObject({ email: null, contact_hidden: true });
    expect((await list(uni, "search_text=grownup")).connections[0]).toMatchObject({
      email: adult.email,
      contact_hidden: false,
    });
    // Searching by the hidden email finds no one: the search would confirm the address. Names still do.
    expect((await list(uni, `search_text=${encodeURIComponent(kid.email)}`)).connections).toHaveLength(0);
    let detail = (await get(uni, `connections/${k}`)).json().connection;
    expect(detail.contact).toMatchObject({
      email: null,
      phone: null,
      hidden: true,
      is_minor: true,
      guardian_consent_at: null,
    });
    expect((await get(uni, `connections/${a}`)).json().connection.contact).toMatchObject({
      email: adult.email,
      phone: "+1 555 0199",
      hidden: false,
      is_minor: false,
    });
    const bad = await put(uni, `connections/${k}/guardian_consent`, { given_by: "", method: "telepathy" });
    expect(bad.statusCode).toBe(422);
    const ok = await put(uni, `connections/${k}/guardian_consent`, { given_by: "Maria Kiddo", method: "signed_form" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await list(uni, `search_text=${encodeURIComponent(kid.email)}`)).connections).toHaveLength(1);
    detail = ok.json().connection;
    expect(detail.contact).toMatchObject({ email: kid.email, phone: "+1 555 0100", hidden: false, is_minor: true });
    // Who gave it, how and who recorded it, in fields of their own (the web says them in the reader's language).
    expect(detail.contact).toMatchObject({
      guardian_consent_given_by: "Maria Kiddo",
      guardian_consent_method: "signed_form",
      guardian_consent_recorded_by: { id: uni.user.id, name: `${uni.user.first_name} ${uni.user.last_name}` },
      guardian_consent_by: null,
    });
    expect(detail.contact.guardian_consent_at).not.toBeNull();
    expect((await put(other, `connections/${k}/guardian_consent`, { given_by: "X", method: "email" })).statusCode).toBe(
      404,
    );
  });

  it("a consent recorded before the separate fields keeps its sentence, the fields null", async () => {
    const kid = await guest({ date_of_birth: minorBirth(), first_name: "Oldconsent" });
    await act(uni.partner.id, kid.personId, "registered");
    const k = must(await connectionOf(uni.partner.id, kid.personId)).id;
    await t.db
      .update(connections)
      .set({ guardian_consent_at: new Date(), guardian_consent_by: "Ann Old (email), recorded by Staff One" })
      .where(eq(connections.id, k));
    const detail = (await get(uni, `connections/${k}`)).json().connection;
    expect(detail.contact).toMatchObject({
      hidden: false,
      guardian_consent_by: "Ann Old (email), recorded by Staff One",
      guardian_consent_given_by: null,
      guardian_consent_method: null,
      guardian_consent_recorded_by: null,
    });
  });

  it("a withdrawal disconnects: out of every list, count, look-up and detail, for good", async () => {
    const D = await t.createSignedIn("University");
    const p = await guest({ graduation_year: 2031, first_name: "Leaver" });
    const q = await guest({ graduation_year: 2030 });
    await act(D.partner.id, p.personId, "registered");
    await act(D.partner.id, q.personId, "registered");
    const c = must(await connectionOf(D.partner.id, p.personId)).id;
    expect((await put(other, `connections/${c}/disconnect`, {})).statusCode).toBe(404);
    const res = await put(D, `connections/${c}/disconnect`, { reason: "Asked by email to be forgotten" });
    expect(res.statusCode, res.body).toBe(204);
    const body = await list(D);
    expect(body.connections.map((r) => r.id)).not.toContain(c);
    expect(body.counts.student).toBe(1);
    expect(body.total).toBe(1);
    expect((await options(D, "graduation_years")).map((o) => o.value)).toEqual([2030]);
    expect((await get(D, "connections/hidden_counts")).json().user_connection_count).toBe(1);
    expect((await get(D, `connections/${c}`)).statusCode).toBe(404);
    expect((await get(D, `connections/${c}/engagements`)).statusCode).toBe(404);
    expect((await put(D, "connections/bulk_update", { ids: [c], list_state: "applied" })).json()).toEqual({
      updated: 0,
    });
    // The person acting again does not bring the connection back.
    await act(D.partner.id, p.personId, "attended");
    expect((await list(D, "search_text=leaver")).connections).toHaveLength(0);
    expect(must(await connectionOf(D.partner.id, p.personId)).disconnected_at).not.toBeNull();
  });
});

describe("access", () => {
  it("refuses School partners (403) and visitors (401); another institution's connection is 404", async () => {
    const p = await guest();
    await act(uni.partner.id, p.personId, "registered");
    const c = must(await connectionOf(uni.partner.id, p.personId)).id;
    for (const path of ["connections", "connections/country", "connections/hidden_counts", `connections/${c}`]) {
      const res = await get(school, path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toHaveProperty("error_message");
      expect((await t.app.inject({ method: "GET", url: `${API}/${path}` })).statusCode).toBe(401);
    }
    for (const path of [`connections/${c}`, `connections/${c}/engagements`]) {
      const res = await get(other, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ error: `Connection ${c} not found` });
    }
    expect((await post(other, `connections/${c}/activities`, { kind: "call" })).statusCode).toBe(404);
    expect((await put(other, `connections/${c}`, { list_state: "applied" })).statusCode).toBe(404);
    expect(must(await connectionOf(uni.partner.id, p.personId)).list_state).toBeNull();
  });

  it("every activity_type label of the spec is accepted", async () => {
    for (const label of Object.keys(ACTIVITY_TYPE_FILTER_VALUES)) {
      const res = await get(uni, `connections?activity_types=${encodeURIComponent(label)}`);
      expect(res.statusCode, label).toBe(200);
    }
  });
});
