import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { openTestDatabase } from "../../test/database.ts";
import { partners } from "../partners/partners.table.ts";
import { countries, regionCountries, regions } from "../reference/reference.table.ts";
import { activities, people, webinarCategories, webinars } from "../webinars/webinars.table.ts";
import { connectionsWhere } from "./connections.filters.sql.ts";
import { connections } from "./connections.table.ts";

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("row missing");
  return value;
}

/** The WHERE alone, on rows written straight into the tables (the API tests go through the routes). */
let database: Database;
let partnerId: number;
let otherPartnerId: number;
const ids: Record<string, number> = {};
let us: number;
let ca: number;
let region: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const [p, o] = await db
    .insert(partners)
    .values([
      { institute_type: "University", name: "Filter U", status: "active" },
      { institute_type: "University", name: "Other U", status: "active" },
    ])
    .returning({ id: partners.id });
  partnerId = must(p).id;
  otherPartnerId = must(o).id;
  const cs = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, ["US", "CA"]));
  us = must(cs.find((c) => c.code === "US")).id;
  ca = must(cs.find((c) => c.code === "CA")).id;
  const [r] = await db.insert(regions).values({ name: "Filter test region" }).returning({ id: regions.id });
  region = must(r).id;
  await db.insert(regionCountries).values({ region_id: region, country_id: ca });
  const [cat] = await db
    .insert(webinarCategories)
    .values({ name: "Filter cat" })
    .returning({ id: webinarCategories.id });
  const now = new Date();
  const [w] = await db
    .insert(webinars)
    .values({
      partner_id: partnerId,
      title: "Open Day",
      start_time: now,
      end_time: new Date(now.getTime() + 3_600_000),
      timezone: "UTC",
      category_id: must(cat).id,
    })
    .returning({ id: webinars.id });
  const rows = [
    {
      key: "ann",
      first: "Ann",
      country: us,
      year: 2027,
      school: "Hill School",
      cits: [us],
      acad: ["Math"],
      state: "shortlisted" as const,
    },
    {
      key: "bob",
      first: "Bob",
      country: ca,
      year: 2028,
      school: "Lake School",
      cits: [ca, us],
      acad: ["Art"],
      state: null,
    },
    {
      key: "cy",
      first: "Cy",
      country: ca,
      year: 2027,
      school: "Hill School",
      cits: [],
      acad: [],
      state: "applied" as const,
    },
    { key: "gone", first: "Gone", country: us, year: 2027, school: "Hill School", cits: [], acad: [], state: null },
  ];
  for (const row of rows) {
    const [person] = await db
      .insert(people)
      .values({ email: `${row.key}@example.test` })
      .returning({ id: people.id });
    const [c] = await db
      .insert(connections)
      .values({
        partner_id: partnerId,
        person_id: must(person).id,
        user_type: row.key === "cy" ? "guardian" : "student",
        source: "webinar",
        first_name: row.first,
        last_name: "Tester",
        email: `${row.key}@example.test`,
        country_id: row.country,
        graduation_year: row.year,
        school_name: row.school,
        citizenship_ids: row.cits,
        academic_interests: row.acad,
        list_state: row.state,
        access_tier: row.key === "bob" ? "paid" : "free",
        disconnected_at: row.key === "gone" ? now : null,
      })
      .returning({ id: connections.id });
    ids[row.key] = must(c).id;
    if (row.key === "ann") {
      await db
        .insert(activities)
        .values({ person_id: must(person).id, partner_id: partnerId, kind: "attended", webinar_id: must(w).id });
    }
    if (row.key === "bob") {
      await db.insert(activities).values({ person_id: must(person).id, partner_id: partnerId, kind: "visit_signup" });
      // The same person's activity with another institution does not count here.
      await db.insert(activities).values({ person_id: must(person).id, partner_id: otherPartnerId, kind: "attended" });
    }
  }
});
afterAll(async () => {
  await database?.close();
});

async function match(
  filters: Parameters<typeof connectionsWhere>[1],
  scope: Parameters<typeof connectionsWhere>[0] = { partnerId },
) {
  const rows = await database.db
    .select({ id: connections.id })
    .from(connections)
    .where(connectionsWhere(scope, filters));
  const names = Object.entries(ids)
    .filter(([, id]) => rows.some((r) => r.id === id))
    .map(([k]) => k);
  return names.sort();
}

describe("connectionsWhere", () => {
  it("keeps to the partner and leaves disconnected connections out", async () => {
    expect(await match({})).toEqual(["ann", "bob", "cy"]);
    expect(await match({}, { partnerId: otherPartnerId })).toEqual([]);
  });
  it("ORs within a filter and ANDs across filters", async () => {
    expect(await match({ country_ids: [us, ca] })).toEqual(["ann", "bob", "cy"]);
    expect(await match({ country_ids: [ca] })).toEqual(["bob", "cy"]);
    expect(await match({ country_ids: [ca], graduation_years: [2027] })).toEqual(["cy"]);
    expect(await match({ school_names: ["Hill School"], list_states: ["shortlisted", "applied"] })).toEqual([
      "ann",
      "cy",
    ]);
  });
  it("filters on the access tier (the dashboard's paid and free figures)", async () => {
    expect(await match({ access_tiers: ["paid"] })).toEqual(["bob"]);
    expect(await match({ access_tiers: ["free", "no_access"] })).toEqual(["ann", "cy"]);
  });
  it("overlaps array columns", async () => {
    expect(await match({ citizenship_ids: [us] })).toEqual(["ann", "bob"]);
    expect(await match({ academic_interests: ["Art", "Music"] })).toEqual(["bob"]);
  });
  it("filters on the person's activities with this institution only", async () => {
    expect(await match({ activity_types: ["Attended a session"] })).toEqual(["ann"]);
    expect(await match({ activity_types: ["Signup for the school visit", "attended"] })).toEqual(["ann", "bob"]);
    expect(await match({ engagement_types: ["attended"] })).toEqual(["ann"]);
    expect(await match({ event_titles: ["Open Day"] })).toEqual(["ann"]);
    const [cat] = await database.db
      .select({ id: webinarCategories.id })
      .from(webinarCategories)
      .where(eq(webinarCategories.name, "Filter cat"));
    expect(await match({ webinar_category_ids: [must(cat).id] })).toEqual(["ann"]);
  });
  it("regions: as a filter and as a member's scope", async () => {
    expect(await match({ region_ids: [region] })).toEqual(["bob", "cy"]);
    expect(await match({}, { partnerId, regionIds: [region] })).toEqual(["bob", "cy"]);
    expect(await match({}, { partnerId, regionIds: [] })).toEqual([]);
  });
  it("searches name, email and school, with LIKE wildcards taken literally", async () => {
    expect(await match({ search_text: "LAKE" })).toEqual(["bob"]);
    expect(await match({ search_text: "bob@" })).toEqual(["bob"]);
    // A locked email (ann is on the free tier, decision 104) is not searchable: the search would confirm it.
    expect(await match({ search_text: "ann@" })).toEqual([]);
    expect(await match({ search_text: "ann tester" })).toEqual(["ann"]);
    expect(await match({ search_text: "%" })).toEqual([]);
  });
  it("a tab", async () => {
    expect(await match({ user_type: "guardian" })).toEqual(["cy"]);
  });
});
