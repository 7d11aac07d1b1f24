import { trendMonths } from "@quad/contract/rules/dashboard";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createSession } from "../../test/webinars.ts";
import { connections } from "../connections/connections.table.ts";
import { outbox } from "../mail/mail.table.ts";
import { partners } from "../partners/partners.table.ts";
import { createPlansService } from "../plans/plans.service.ts";
import { countries, regionCountries, states } from "../reference/reference.table.ts";
import { events } from "../visits/visits.table.ts";
import {
  activities,
  people,
  providerEventParticipants,
  providerEvents,
  webinarCategories,
  webinarUsers,
} from "../webinars/webinars.table.ts";
import { accountRepresentatives, partnerAccountReps } from "./dashboard.table.ts";

const API = "/api/v1/partners";
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let A: Signed;
let B: Signed;
let school: Signed;
let us: number;
let ca: number;
let fr: number;
let cn: number;

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("missing");
  return value;
}

let n = 0;
async function guest(values: Partial<typeof webinarUsers.$inferInsert> = {}) {
  n += 1;
  const email = `dash${n}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const [p] = await t.db.insert(people).values({ email }).returning({ id: people.id });
  await t.db
    .insert(webinarUsers)
    .values({ first_name: `First${n}`, last_name: `Last${n}`, ...values, email, person_id: must(p).id });
  return must(p).id;
}
async function act(
  partnerId: number,
  personId: number,
  kind: string,
  extra: Partial<typeof activities.$inferInsert> = {},
) {
  await t.db.insert(activities).values({ partner_id: partnerId, person_id: personId, kind, ...extra });
}
async function connectionId(partnerId: number, personId: number) {
  const [row] = await t.db
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.partner_id, partnerId), eq(connections.person_id, personId)));
  return must(row).id;
}
const get = (who: Signed, path: string) => t.injectAs(who.token, { method: "GET", url: `${API}/${path}` });
const put = (who: Signed, path: string, payload: object) =>
  t.injectAs(who.token, { method: "PUT", url: `${API}/${path}`, payload });
const post = (who: Signed, path: string, payload: object = {}) =>
  t.injectAs(who.token, { method: "POST", url: `${API}/${path}`, payload });
async function dash<T = Record<string, unknown>>(who: Signed, call: string, body: object = {}): Promise<T> {
  const res = await post(who, `dashboards/${call}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
async function setState(who: Signed, id: number, state: string | null) {
  const res = await put(who, `connections/${id}`, { list_state: state });
  expect(res.statusCode, res.body).toBe(200);
}
async function connectionsList(who: Signed, query: string) {
  const res = await get(who, `connections?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { counts: { student: number; guardian: number; counsellor: number } };
  // The list is one tab (user type) at a time; its counts give every tab under the same filters.
  return { counts: body.counts, matched: body.counts.student + body.counts.guardian + body.counts.counsellor };
}

/** Every rollup's rows, counters that net to zero left out (a rebuild does not write them). */
async function rollups(partnerId: number) {
  const tables = [
    "dashboard_connection_counts",
    "dashboard_connection_years",
    "dashboard_connection_months",
    "dashboard_citizenship_counts",
    "dashboard_event_counts",
    "dashboard_school_counts",
    "dashboard_activity_days",
  ];
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const res = (await t.db.execute(
      sql.raw(
        `select to_jsonb(x) as r from ${table} x where partner_id = ${partnerId} and n <> 0 order by to_jsonb(x)::text`,
      ),
    )) as unknown as { rows: { r: unknown }[] };
    out[table] = res.rows.map((r) => r.r);
  }
  const sm = (await t.db.execute(
    sql.raw(
      `select to_jsonb(x) as r from dashboard_state_months x where entered <> 0 or "left" <> 0 order by to_jsonb(x)::text`,
    ),
  )) as unknown as { rows: { r: unknown }[] };
  out.dashboard_state_months = sm.rows.map((r) => r.r);
  return out;
}

// The fixed world of university A (in the US): four people.
//   p1 student, Canada, citizen of China, registered for A's webinar W, studies at Hill School — shortlisted
//   p2 student, France, viewed A's profile twice, studies at Lake School — applying
//   p3 guardian, US, signed up for a visit — offered
//   p4 counsellor, Canada, registered for W, then viewed the profile — applied, paid
// University B has p1 as its connection too (its own webinar); never counted for A.
const ids: Record<string, number> = {};
let webinarW: number;
let hill: number;
let lake: number;

beforeAll(async () => {
  t = await createTestApp();
  A = await t.createSignedIn("University");
  B = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
  const cs = await t.db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, ["US", "CA", "FR", "CN"]));
  const code = (c: string) => must(cs.find((x) => x.code === c)).id;
  us = code("US");
  ca = code("CA");
  fr = code("FR");
  cn = code("CN");
  const [ontario] = await t.db
    .insert(states)
    .values({ country_id: ca, name: "Ontario (dash)", code: "ON-D" })
    .returning();
  const [h] = await t.db
    .insert(partners)
    .values({
      institute_type: "School",
      name: "Hill School",
      status: "active",
      city: "Toronto",
      country_id: ca,
      state_id: must(ontario).id,
    })
    .returning();
  const [l] = await t.db
    .insert(partners)
    .values({ institute_type: "School", name: "Lake School", status: "active", city: "Lyon", country_id: fr })
    .returning();
  hill = must(h).id;
  lake = must(l).id;
  webinarW = (await createSession(t.db, A.partner.id, { title: "Engineering night" })).id;
  const webinarB = (await createSession(t.db, B.partner.id, { title: "B's night" })).id;

  ids.p1 = await guest({ country_id: ca, citizenship_country_id: cn, school_partner_id: hill, graduation_year: 2027 });
  await act(A.partner.id, ids.p1, "registered", { webinar_id: webinarW });
  await act(B.partner.id, ids.p1, "registered", { webinar_id: webinarB });
  ids.p2 = await guest({ country_id: fr, school_partner_id: lake, graduation_year: 2028 });
  await act(A.partner.id, ids.p2, "profile_view");
  await act(A.partner.id, ids.p2, "profile_view");
  ids.p3 = await guest({ role: "parent", country_id: us });
  await act(A.partner.id, ids.p3, "visit_signup");
  ids.p4 = await guest({ role: "counselor", country_id: ca });
  await act(A.partner.id, ids.p4, "registered", { webinar_id: webinarW });
  await act(A.partner.id, ids.p4, "profile_view");
  ids.c1 = await connectionId(A.partner.id, ids.p1);
  ids.c2 = await connectionId(A.partner.id, ids.p2);
  ids.c3 = await connectionId(A.partner.id, ids.p3);
  ids.c4 = await connectionId(A.partner.id, ids.p4);
  await setState(A, ids.c1, "shortlisted");
  await setState(A, ids.c2, "applying");
  await setState(A, ids.c3, "offered");
  await setState(A, ids.c4, "applied");
  await t.db.update(connections).set({ access_tier: "paid" }).where(eq(connections.id, ids.c4));
});
afterAll(async () => t?.close());

describe("the dashboard's figures on a fixed world", () => {
  it("summary: the funnel, tiers and types", async () => {
    expect(await dash(A, "summary")).toEqual({
      connected: 4,
      added_to_list: 3,
      applying: 2,
      offered: 1,
      free_connections_count: 3,
      paid_connections_count: 1,
      by_user_type: { student: 2, guardian: 1, counsellor: 1 },
    });
    // Another university's figures hold only its own connection.
    expect(await dash(B, "summary")).toMatchObject({ connected: 1, added_to_list: 0, by_user_type: { student: 1 } });
  });

  it("connection_insights, listing, university_profile_views", async () => {
    expect(await dash(A, "connection_insights")).toEqual({
      total_count: 4,
      visits_count: 1,
      events_count: 2,
      profile_count: 2,
      list_count: 3,
    });
    expect(await dash(A, "listing")).toEqual({ total_count: 3, applying_list: 2, short_list: 1, long_list: 0 });
    expect(await dash(A, "university_profile_views")).toEqual({ total_views: 3, uniq_views: 2, total_connections: 1 });
    expect(await dash(A, "university_profile_views", { country_ids: [ca] })).toEqual({
      total_views: 1,
      uniq_views: 1,
      total_connections: 0,
    });
  });

  it("event_connections: the institution's webinars by connections", async () => {
    expect(await dash(A, "event_connections")).toEqual({
      events: [{ event_id: webinarW, event_name: "Engineering night", count: 2 }],
    });
    expect((await dash<{ events: unknown[] }>(B, "event_connections")).events).toHaveLength(1);
  });

  it("chart summaries: all, added to a list, applicants", async () => {
    expect(await dash(A, "chart_summary")).toEqual({
      connected_count: 4,
      added_to_list_count: 3,
      applying_count: 2,
      submitted_count: 1,
      direct_app_count: 0,
      international_count: 3,
      international_students_count: 2,
      counsellors_count: 1,
      guardian_count: 1,
    });
    expect(await dash(A, "added_list_chart_summary")).toMatchObject({
      connected_count: 3,
      international_count: 3,
      guardian_count: 0,
    });
    expect(await dash(A, "applicant_chart_summary")).toMatchObject({
      connected_count: 2,
      submitted_count: 1,
      international_students_count: 1,
      counsellors_count: 1,
    });
  });

  it("trend charts: 12 months ending this one", async () => {
    const months = trendMonths(new Date());
    const trend = await dash<{ months: string[]; series: { key: string; monthly: number[]; cumulative: number[] }[] }>(
      A,
      "trend_chart",
    );
    expect(trend.months).toEqual(months);
    const series = Object.fromEntries(trend.series.map((s) => [s.key, s]));
    expect(series.all?.monthly.at(-1)).toBe(4);
    expect(series.all?.monthly.slice(0, 11)).toEqual(Array(11).fill(0));
    expect(series.all?.cumulative.at(-1)).toBe(4);
    expect(series.student?.monthly.at(-1)).toBe(2);
    expect(series.guardian?.cumulative.at(-1)).toBe(1);

    const added = await dash<{ series: { key: string; monthly: number[]; cumulative: number[] }[] }>(
      A,
      "added_list_trend_chart",
    );
    expect(added.series.map((s) => [s.key, s.monthly.at(-1), s.cumulative.at(-1)])).toEqual([
      ["shortlisted", 1, 1],
      ["longlisted", 0, 0],
      ["applying", 1, 1],
    ]);
    const applicants = await dash<{ series: { key: string; monthly: number[] }[] }>(A, "applicant_trend_chart");
    expect(applicants.series.map((s) => [s.key, s.monthly.at(-1)])).toEqual([
      ["applying", 1],
      ["applied", 1],
    ]);
  });

  it("added_list_dimentions", async () => {
    expect(await dash(A, "added_list_dimentions")).toEqual({
      total_count: 3,
      by_state: [
        { key: "applied", count: 1 },
        { key: "applying", count: 1 },
        { key: "shortlisted", count: 1 },
      ],
      by_user_type: [
        { key: "student", count: 2 },
        { key: "counsellor", count: 1 },
      ],
      by_graduation_year: [
        { key: "2027", count: 1 },
        { key: "2028", count: 1 },
      ],
      by_country: [
        { id: ca, name: "Canada", count: 2 },
        { id: fr, name: "France", count: 1 },
      ],
    });
  });

  it("country_wise_connections by country (with states) and by citizenship", async () => {
    const byCountry = await dash<{ total_count: number; countries: { id: number; code: string; count: number }[] }>(
      A,
      "country_wise_connections",
    );
    expect(byCountry.total_count).toBe(4);
    expect(byCountry.countries.map((c) => [c.code, c.count])).toEqual([
      ["CA", 2],
      ["FR", 1],
      ["US", 1],
    ]);
    const applicants = await dash<{ countries: { code: string; count: number }[] }>(A, "country_wise_connections", {
      included_states: ["applying", "applied"],
    });
    expect(applicants.countries.map((c) => [c.code, c.count])).toEqual([
      ["CA", 1],
      ["FR", 1],
    ]);
    const regional = await dash<{ countries: { code: string }[] }>(A, "country_wise_connections", {
      country_ids: [fr, us],
    });
    expect(regional.countries.map((c) => c.code)).toEqual(["FR", "US"]);
    const citizenship = await dash(A, "country_wise_connections", { group_by: "citizenship" });
    expect(citizenship).toMatchObject({ group_by: "citizenship", total_count: 1 });
    expect((citizenship as { countries: unknown[] }).countries).toEqual([
      { id: cn, name: "China", code: "CN", count: 1 },
    ]);
    const none = await dash(A, "country_wise_connections", { group_by: "citizenship", citizenship_ids: [fr] });
    expect(none).toMatchObject({ total_count: 0, countries: [] });
  });

  it("the region filter (country_ids) narrows every figure", async () => {
    expect(await dash(A, "summary", { country_ids: [ca] })).toMatchObject({
      connected: 2,
      added_to_list: 2,
      applying: 1,
      by_user_type: { student: 1, guardian: 0, counsellor: 1 },
    });
    expect(await dash(A, "connection_insights", { country_ids: [us, fr] })).toEqual({
      total_count: 2,
      visits_count: 1,
      events_count: 0,
      profile_count: 1,
      list_count: 1,
    });
    // An empty list is every country.
    expect(await dash(A, "summary", { country_ids: [] })).toMatchObject({ connected: 4 });
  });
});

describe("visits and schools", () => {
  beforeAll(async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(events).values([
      // A visited Hill School before, and goes back next week; a cancelled visit to Lake counts nowhere.
      { school_partner_id: hill, university_partner_id: A.partner.id, event_date: day(-40), status: "confirm" },
      {
        school_partner_id: hill,
        university_partner_id: A.partner.id,
        event_date: day(3),
        start_minute: 600,
        end_minute: 660,
        timezone: "America/Toronto",
        status: "confirm",
      },
      { school_partner_id: lake, university_partner_id: A.partner.id, event_date: day(-10), status: "cancel" },
      // B's visit is B's.
      { school_partner_id: lake, university_partner_id: B.partner.id, event_date: day(-10), status: "confirm" },
    ]);
  });

  it("country_wise_visits counts live visits per school country", async () => {
    expect(await dash(A, "country_wise_visits")).toEqual({
      countries: [{ id: ca, name: "Canada", code: "CA", count: 2 }],
    });
    expect(await dash(A, "country_wise_visits", { country_ids: [fr] })).toEqual({ countries: [] });
  });

  it("recommended_schools: upcoming (never visited) and past lists, state filter", async () => {
    const upcoming = await dash<{ schools: { id: number; connections_count: number; applicants_count: number }[] }>(
      A,
      "recommended_schools",
    );
    expect(upcoming.schools.map((s) => [s.id, s.connections_count, s.applicants_count])).toEqual([[lake, 1, 1]]);
    const past = await dash<{ schools: Record<string, unknown>[] }>(A, "recommended_schools", {
      previous_visited: true,
    });
    expect(past.schools).toHaveLength(1);
    expect(past.schools[0]).toMatchObject({
      id: hill,
      name: "Hill School",
      city: "Toronto",
      state: "Ontario (dash)",
      country_name: "Canada",
      connections_count: 1,
      added_to_list_count: 1,
      applicants_count: 0,
    });
    expect(past.schools[0]?.last_visit_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(past.schools[0]?.next_visit_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (await dash<{ schools: unknown[] }>(A, "recommended_schools", { previous_visited: true, states: ["Quebec"] }))
        .schools,
    ).toEqual([]);
  });

  it("week at a glance: the next visits, recent changes, own sessions, provider events to join", async () => {
    const [category] = await t.db.insert(webinarCategories).values({ name: "Fairs (dash)" }).returning();
    const start = new Date(Date.now() + 2 * 86_400_000);
    const [pe] = await t.db
      .insert(providerEvents)
      .values({
        category_id: must(category).id,
        title: "Quad Asia fair",
        start_time: start,
        end_time: new Date(start.getTime() + 3_600_000),
        timezone: "UTC",
      })
      .returning();
    await t.db.insert(providerEventParticipants).values({ provider_event_id: must(pe).id, partner_id: B.partner.id });
    const res = await get(A, "dashboards/events");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.upcoming_visits).toHaveLength(1);
    expect(body.upcoming_visits[0]).toMatchObject({ school_name: "Hill School", time_from: "10:00", time_to: "11:00" });
    expect(body.visit_changes.map((v: { school_name: string }) => v.school_name).sort()).toEqual([
      "Hill School",
      "Hill School",
      "Lake School",
    ]);
    expect(body.upcoming_sessions.map((s: { id: number }) => s.id)).toEqual([webinarW]);
    const fair = body.open_events.find((e: { title: string }) => e.title === "Quad Asia fair");
    expect(fair).toMatchObject({ participating: false });
    const forB = (await get(B, "dashboards/events")).json();
    expect(forB.open_events.find((e: { title: string }) => e.title === "Quad Asia fair")).toMatchObject({
      participating: true,
    });
    expect(forB.upcoming_visits).toEqual([]);

    // Remembered, yet every change shows at once: a new session, taking part, a new visit.
    const again = async () => (await get(A, "dashboards/events")).json();
    const session = await createSession(t.db, A.partner.id, { start_time: new Date(Date.now() + 3 * 86_400_000) });
    expect((await again()).upcoming_sessions.map((s: { id: number }) => s.id)).toEqual([webinarW, session.id]);
    await t.db.insert(providerEventParticipants).values({ provider_event_id: must(pe).id, partner_id: A.partner.id });
    expect((await again()).open_events.find((e: { title: string }) => e.title === "Quad Asia fair")).toMatchObject({
      participating: true,
    });
    await t.db.insert(events).values({
      school_partner_id: lake,
      university_partner_id: A.partner.id,
      event_date: new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10),
      status: "confirm",
    });
    expect((await again()).upcoming_visits).toHaveLength(2);
  });
});

describe("the dashboard equals /connections", () => {
  it("after new activities arrive, for a country and for list states", async () => {
    const p5 = await guest({ country_id: ca });
    await act(A.partner.id, p5, "profile_view");
    await act(A.partner.id, ids.p3 as number, "registered", { webinar_id: webinarW });
    for (const [country, query] of [
      [ca, `country_ids=${ca}`],
      [fr, `country_ids=${fr}`],
      [us, `country_ids=${us}`],
    ] as const) {
      const summary = await dash<{ connected: number; by_user_type: Record<string, number> }>(A, "summary", {
        country_ids: [country],
      });
      const list = await connectionsList(A, query);
      expect(summary.connected).toBe(list.matched);
      expect(summary.by_user_type).toEqual(list.counts);
    }
    const summary = await dash<{ connected: number; added_to_list: number; applying: number }>(A, "summary");
    expect(summary.connected).toBe(5);
    expect(summary.added_to_list).toBe(
      (
        await connectionsList(
          A,
          "list_states=shortlisted&list_states=longlisted&list_states=applying&list_states=applied",
        )
      ).matched,
    );
    expect(summary.applying).toBe((await connectionsList(A, "list_states=applying&list_states=applied")).matched);
    const insights = await dash<{ events_count: number }>(A, "connection_insights");
    expect(insights.events_count).toBe(3);
  });
});

describe("new connections and activities", () => {
  it("count since the user's previous view of the dashboard", async () => {
    const C = await t.createSignedIn("University");
    const p = await guest({ country_id: fr });
    await act(C.partner.id, p, "profile_view");
    const first = await dash<Record<string, unknown>>(C, "new_connections");
    expect(first).toMatchObject({
      total_connections_count: 1,
      free_connections_count: 1,
      paid_connections_count: 0,
      connection_plan: "free",
      last_viewed: null,
    });
    expect((first.connections as { first_name: string; country_name: string }[])[0]).toMatchObject({
      country_name: "France",
    });
    // Opening the dashboard twice within one visit moves nothing; opening it after the visit (30 minutes)
    // begins the next one, and the first becomes the previous visit.
    expect((await get(C, "dashboards/events")).statusCode).toBe(200);
    expect((await get(C, "dashboards/events")).statusCode).toBe(200);
    const views = async () =>
      (
        await t.db.execute<{ last: string | null; previous: string | null }>(
          sql`select last_viewed_at::text as last, previous_viewed_at::text as previous from dashboard_preferences where user_id = ${C.user.id}`,
        )
      ).rows[0];
    expect((await views())?.previous).toBeNull();
    // An hour passes: the visit began 31 minutes ago, the first connection and its activity came before it.
    await t.db.execute(
      sql`update dashboard_preferences set last_viewed_at = last_viewed_at - interval '31 minutes' where user_id = ${C.user.id}`,
    );
    await t.db.execute(
      sql`update connections set created_at = created_at - interval '1 hour' where partner_id = ${C.partner.id}`,
    );
    await t.db.execute(
      sql`update activities set occurred_at = occurred_at - interval '1 hour' where partner_id = ${C.partner.id}`,
    );
    const began = (await views())?.last;
    expect((await get(C, "dashboards/events")).statusCode).toBe(200);
    expect((await views())?.previous).toBe(began);
    const q = await guest({ country_id: us });
    await act(C.partner.id, q, "visit_signup");
    const after = await dash<{
      total_connections_count: number;
      last_viewed: string | null;
      connections: { id: number }[];
    }>(C, "new_connections");
    expect(after.total_connections_count).toBe(1);
    expect(after.last_viewed).not.toBeNull();
    expect(after.connections.map((c) => c.id)).toEqual([await connectionId(C.partner.id, q)]);
    await act(C.partner.id, p, "registered");
    const acts = await dash<{ total_activities_count: number; activities: { kind: string }[] }>(C, "new_activities");
    expect(acts.total_activities_count).toBe(2);
    expect(acts.activities.map((a) => a.kind)).toEqual(["registered", "visit_signup"]);
    expect((await dash(C, "new_activities", { country_ids: [fr] })).total_activities_count).toBe(1);
    // The plan is the institution's connections plan (decision 104), not read from its connections' tiers: A has
    // a paid connection and is on the free plan until an operator moves it.
    expect((await dash(A, "new_connections")).connection_plan).toBe("free");
    // The badge reads the session's plan: an operator's change reaches it once the database announces it to
    // every process (quad_auth), which drops the cached sessions.
    const plans = createPlansService(t.app.ctx);
    await plans.set(A.partner.id, "connections", "paid", "test");
    await vi.waitFor(async () => expect((await dash(A, "new_connections")).connection_plan).toBe("paid"));
    expect((await dash(A, "new_activities")).connection_plan).toBe("paid");
    await plans.set(A.partner.id, "connections", "free", "test");
    await vi.waitFor(async () => expect((await dash(A, "new_connections")).connection_plan).toBe("free"));
  });
});

describe("direct applications", () => {
  it("direct_app_count counts the applications received, under the country filter", async () => {
    const E = await t.createSignedIn("University");
    const first = await guest({ country_id: ca });
    await act(E.partner.id, first, "registered");
    expect((await dash<{ direct_app_count: number }>(E, "chart_summary")).direct_app_count).toBe(0);
    await act(E.partner.id, first, "applied");
    await act(E.partner.id, first, "applied");
    await act(E.partner.id, await guest({ country_id: us }), "applied");
    expect((await dash<{ direct_app_count: number }>(E, "chart_summary")).direct_app_count).toBe(3);
    expect((await dash<{ direct_app_count: number }>(E, "applicant_chart_summary")).direct_app_count).toBe(3);
    expect((await dash<{ direct_app_count: number }>(E, "chart_summary", { country_ids: [ca] })).direct_app_count).toBe(
      2,
    );
  });
});

describe("remembered answers follow every change", () => {
  it("new activities, visits per country and recommended schools move with the next write", async () => {
    const D = await t.createSignedIn("University");
    const p = await guest({ country_id: ca, school_partner_id: lake });
    await act(D.partner.id, p, "profile_view");
    const count = async () =>
      (await dash<{ total_activities_count: number }>(D, "new_activities")).total_activities_count;
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
    await act(D.partner.id, p, "registered");
    expect(await count()).toBe(2);
    const newConnections = async () =>
      (await dash<{ total_connections_count: number }>(D, "new_connections")).total_connections_count;
    expect(await newConnections()).toBe(1);
    await act(D.partner.id, await guest({ country_id: ca }), "visit_signup");
    expect(await newConnections()).toBe(2);

    const visits = async () => (await dash<{ countries: { count: number }[] }>(D, "country_wise_visits")).countries;
    const upcoming = async () => (await dash<{ schools: { id: number }[] }>(D, "recommended_schools")).schools;
    expect(await visits()).toEqual([]);
    expect((await upcoming()).map((s) => s.id)).toEqual([lake]);
    const day = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    await t.db
      .insert(events)
      .values({ school_partner_id: lake, university_partner_id: D.partner.id, event_date: day, status: "confirm" });
    expect((await visits()).map((c) => c.count)).toEqual([1]);
    // Visited now: Lake leaves the never-visited list.
    expect(await upcoming()).toEqual([]);
  });
});

describe("rollups stay equal to a rebuild", () => {
  it("after inserts, updates, state changes, deletions and disconnections", async () => {
    // A fresh institution D (A's world changed a tier behind its activities' back, which history keeps).
    const D = await t.createSignedIn("University");
    const w = (await createSession(t.db, D.partner.id, { title: "D night" })).id;
    const people: number[] = [];
    for (const [values, kind] of [
      [{ country_id: fr, citizenship_country_id: us, school_partner_id: hill }, "registered"],
      [{ country_id: ca, role: "parent" }, "visit_signup"],
      [{ country_id: us, school_partner_id: lake, graduation_year: 2029 }, "profile_view"],
      [{ role: "counselor" }, "registered"],
    ] as const) {
      const p = await guest(values);
      people.push(p);
      await act(D.partner.id, p, kind, kind === "registered" ? { webinar_id: w } : {});
    }
    // Many activities in one statement, one of them of a new person.
    const late = await guest({ country_id: ca });
    await t.db.insert(activities).values([
      { partner_id: D.partner.id, person_id: must(people[0]), kind: "profile_view" },
      { partner_id: D.partner.id, person_id: late, kind: "registered", webinar_id: w },
      { partner_id: D.partner.id, person_id: must(people[2]), kind: "attended", webinar_id: w },
    ]);
    const [c0, c1, c2, c3] = await Promise.all(people.map((p) => connectionId(D.partner.id, p)));
    await setState(D, must(c0), "longlisted");
    await setState(D, must(c0), "applying");
    await setState(D, must(c1), "shortlisted");
    await setState(D, must(c1), null);
    const bulk = await put(D, "connections/bulk_update", { ids: [c2, c3], list_state: "shortlisted" });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await t.db
      .delete(activities)
      .where(
        and(
          eq(activities.partner_id, D.partner.id),
          eq(activities.person_id, must(people[2])),
          eq(activities.kind, "attended"),
        ),
      );
    const res = await put(D, `connections/${c3}/disconnect`, { reason: "asked" });
    expect(res.statusCode, res.body).toBe(204);
    const before = await rollups(D.partner.id);
    expect(before.dashboard_connection_counts?.length).toBeGreaterThan(0);
    expect(before.dashboard_state_months?.length).toBeGreaterThan(0);
    await t.db.execute(sql`select dashboard_rollups_rebuild()`);
    expect(await rollups(D.partner.id)).toEqual(before);
    // The disconnected connection left every figure at once.
    expect(await dash(D, "summary")).toMatchObject({ connected: 4, by_user_type: { counsellor: 0 } });

    // A person who moves counts in the new country now; activities and state changes keep the country they
    // had then (decision 050), so only the current-state rollups are compared with a rebuild.
    await t.db
      .update(webinarUsers)
      .set({ country_id: us })
      .where(eq(webinarUsers.person_id, must(people[0])));
    const moved = await rollups(D.partner.id);
    await t.db.execute(sql`select dashboard_rollups_rebuild()`);
    const rebuilt = await rollups(D.partner.id);
    for (const table of [
      "dashboard_connection_counts",
      "dashboard_connection_years",
      "dashboard_connection_months",
      "dashboard_citizenship_counts",
      "dashboard_event_counts",
      "dashboard_school_counts",
    ])
      expect(rebuilt[table], table).toEqual(moved[table]);
    expect(await dash(D, "country_wise_connections", { country_ids: [us] })).toMatchObject({ total_count: 2 });
  });
});

describe("selected regions", () => {
  it("default: the countries of regions 11 and 12; a saved choice replaces it", async () => {
    const res = await get(A, "selected_regions");
    expect(res.statusCode, res.body).toBe(200);
    const wanted = await t.db
      .select({ id: regionCountries.country_id })
      .from(regionCountries)
      .where(inArray(regionCountries.region_id, [11, 12]));
    expect(res.json()).toEqual({
      country_ids: [...new Set(wanted.map((w) => w.id))].sort((a, b) => a - b),
      is_default: true,
    });
    const bad = await put(A, "selected_regions", { country_ids: [ca, 999_999] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.country_ids).toBeTruthy();
    const saved = await put(A, "selected_regions", { country_ids: [fr, ca, ca] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(A, "selected_regions")).json()).toEqual({
      country_ids: [ca, fr].sort((a, b) => a - b),
      is_default: false,
    });
    // Another user of the same institution keeps the default.
    expect((await get(B, "selected_regions")).json().is_default).toBe(true);
  });
});

describe("meetings with the account representative", () => {
  let repEmail: string;
  beforeAll(async () => {
    repEmail = `rep-${Math.random().toString(36).slice(2, 7)}@quad.test`;
    const [rep] = await t.db
      .insert(accountRepresentatives)
      .values({ name: "Rita Rep", email: repEmail, timezone: "Asia/Shanghai", day_start_hour: 9, day_end_hour: 17 })
      .returning();
    await t.db.insert(partnerAccountReps).values({ partner_id: A.partner.id, rep_id: must(rep).id });
  });

  it("lists free slots, books one, mails both, refuses a taken or invalid time", async () => {
    expect((await get(B, "event_bookings/assigned_rep")).json()).toEqual({ assigned_rep: null });
    const res = await get(A, "event_bookings/assigned_rep");
    expect(res.statusCode, res.body).toBe(200);
    const rep = res.json().assigned_rep;
    expect(rep).toMatchObject({ name: "Rita Rep", timezone: "Asia/Shanghai" });
    expect(rep.available_slots).toHaveLength(10 * 16);
    const slot = rep.available_slots[0] as string;

    const booked = await post(A, "event_bookings", { start_at: slot, comments: "About the fair" });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().event_booking).toMatchObject({
      start_at: slot,
      rep_name: "Rita Rep",
      comments: "About the fair",
    });
    await t.app.ctx.mailer.flush();
    const toUser = await t.db.select().from(outbox).where(eq(outbox.to_address, A.user.email));
    const toRep = await t.db.select().from(outbox).where(eq(outbox.to_address, repEmail));
    expect(toUser.at(-1)?.subject).toContain("Rita Rep");
    expect(toUser.at(-1)?.ics).toContain("BEGIN:VEVENT");
    expect(toRep.at(-1)?.text_body).toContain("About the fair");

    const again = await post(A, "event_bookings", { start_at: slot });
    expect(again.statusCode).toBe(409);
    const notFree = await post(A, "event_bookings", { start_at: "2020-01-01T00:00:00Z" });
    expect(notFree.statusCode).toBe(422);
    expect(notFree.json().errors.start_at).toBeTruthy();
    const noRep = await post(B, "event_bookings", { start_at: slot });
    expect(noRep.statusCode).toBe(422);

    const after = (await get(A, "event_bookings/assigned_rep")).json().assigned_rep;
    expect(after.available_slots).toHaveLength(10 * 16 - 1);
    expect(after.available_slots).not.toContain(slot);
    const upcoming = await get(A, "upcoming_calendly_events");
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json().upcoming_events.map((e: { start_at: string }) => e.start_at)).toEqual([slot]);
    expect((await get(B, "upcoming_calendly_events")).json().upcoming_events).toEqual([]);
  });
});

describe("who may read the dashboard", () => {
  it("a School is refused; without a session 401", async () => {
    expect((await post(school, "dashboards/summary")).statusCode).toBe(403);
    expect((await get(school, "dashboards/events")).statusCode).toBe(403);
    expect((await get(school, "selected_regions")).statusCode).toBe(403);
    const anon = await t.app.inject({ method: "POST", url: `${API}/dashboards/summary`, payload: {} });
    expect(anon.statusCode).toBe(401);
  });

  it("an ApplicationClient reads its own dashboard", async () => {
    const client = await t.createSignedIn("ApplicationClient");
    const p = await guest({ role: "counselor", country_id: ca });
    await act(client.partner.id, p, "profile_view");
    expect(await dash(client, "summary")).toMatchObject({ connected: 1, by_user_type: { counsellor: 1 } });
  });

  it("invalid bodies answer 422", async () => {
    expect((await post(A, "dashboards/summary", { country_ids: ["x"] })).statusCode).toBe(422);
    expect((await post(A, "dashboards/country_wise_connections", { group_by: "planet" })).statusCode).toBe(422);
  });
});

describe("user configurations", () => {
  it("reflect the institution's real data", async () => {
    const C = await t.createSignedIn("University");
    const read = async () => (await get(C, "user_configurations")).json().user_configuration;
    expect(await read()).toMatchObject({
      has_leads_available: false,
      has_lead_categories_available: false,
      configurations_available: false,
    });
    const p = await guest({ country_id: ca });
    await act(C.partner.id, p, "profile_view");
    expect(await read()).toMatchObject({ has_leads_available: true });
  });
});
