import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createGuest, createSession } from "../../test/webinars.ts";
import { connectionStateChanges, connections } from "../connections/connections.table.ts";
import { countries } from "../reference/reference.table.ts";
import { activities, people, webinarUsers } from "../webinars/webinars.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ROLLUPS = [
  "dashboard_connection_counts",
  "dashboard_connection_years",
  "dashboard_connection_months",
  "dashboard_citizenship_counts",
  "dashboard_event_counts",
  "dashboard_school_counts",
  "dashboard_state_months",
  "dashboard_activity_days",
] as const;

/** Every rollup's rows with a count, in a stable order (rows netted to zero are the same as none). */
async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const table of ROLLUPS) {
    const counted = table === "dashboard_state_months" ? `entered <> 0 or "left" <> 0` : "n <> 0";
    const res = await t.db.execute(sql.raw(`select * from ${table} where ${counted}`));
    out[table] = (res as unknown as { rows: unknown[] }).rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe("dashboard rollups kept by triggers (decision 050)", () => {
  it("equal a rebuild from the rows after inserts, updates, state changes, disconnection and deletion", async () => {
    const uni = await t.createSignedIn("University");
    const school = await t.createSignedIn("School");
    const [fr, jp] = await t.db
      .select({ id: countries.id })
      .from(countries)
      .where(sql`${countries.code} in ('FR', 'JP')`)
      .orderBy(countries.code);
    if (!fr || !jp) throw new Error("reference countries missing");
    const session = await createSession(t.db, uni.partner.id, { title: "Rollup evening" });
    const persons: number[] = [];
    for (let i = 0; i < 6; i++) {
      const [p] = await t.db
        .insert(people)
        .values({ email: `rollup${i}@example.test` })
        .returning();
      if (!p) throw new Error("no person");
      await createGuest(t.db, {
        email: p.email,
        person_id: p.id,
        role: i % 3 === 0 ? "parent" : "student",
        country_id: i % 2 ? fr.id : jp.id,
        citizenship_country_id: jp.id,
        graduation_year: 2027 + (i % 2),
        school_partner_id: i < 3 ? school.partner.id : null,
      });
      persons.push(p.id);
    }
    // One statement with several people (a bulk writer), then single ones, back-dated too.
    await t.db.insert(activities).values(
      persons.slice(0, 3).map((person_id) => ({
        partner_id: uni.partner.id,
        person_id,
        kind: "registered",
        webinar_id: session.id,
      })),
    );
    for (const [i, person_id] of persons.slice(3).entries())
      await t.db.insert(activities).values({
        partner_id: uni.partner.id,
        person_id,
        kind: i === 0 ? "profile_view" : "visit_signup",
        occurred_at: new Date(Date.now() - (i + 1) * 40 * 86_400_000),
      });
    await t.db.insert(activities).values({
      partner_id: uni.partner.id,
      person_id: persons[0] as number,
      kind: "attended",
      webinar_id: session.id,
    });

    const [c0, c1, c2] = await t.db
      .select()
      .from(connections)
      .where(eq(connections.partner_id, uni.partner.id))
      .orderBy(connections.id);
    if (!c0 || !c1 || !c2) throw new Error("connections not made");
    // List states with their history, as the service writes them.
    for (const [c, to] of [
      [c0, "shortlisted"],
      [c1, "applying"],
      [c0, "applied"],
    ] as const) {
      const [before] = await t.db.select().from(connections).where(eq(connections.id, c.id));
      await t.db.update(connections).set({ list_state: to }).where(eq(connections.id, c.id));
      await t.db
        .insert(connectionStateChanges)
        .values({ connection_id: c.id, from_state: before?.list_state ?? null, to_state: to });
    }
    // Every rollup, as kept, equals a rebuild from the rows.
    const kept = await snapshot();
    expect(kept.dashboard_connection_counts?.length).toBeGreaterThan(0);
    expect(kept.dashboard_state_months?.length).toBeGreaterThan(0);
    expect(kept.dashboard_event_counts?.length).toBeGreaterThan(0);
    expect(kept.dashboard_school_counts?.length).toBeGreaterThan(0);
    await t.db.execute(sql`select dashboard_rollups_rebuild()`);
    expect(await snapshot()).toEqual(kept);

    // A profile change moves a person to another country; a withdrawal disconnects one; a badge seen changes
    // nothing; an activity deleted leaves the day's count.
    await t.db.update(webinarUsers).set({ country_id: fr.id }).where(eq(webinarUsers.person_id, c2.person_id));
    await t.db.update(connections).set({ disconnected_at: new Date() }).where(eq(connections.id, c1.id));
    await t.db.update(connections).set({ viewed_at: new Date() }).where(eq(connections.partner_id, uni.partner.id));
    await t.db.delete(activities).where(eq(activities.kind, "profile_view"));
    const after = await snapshot();
    await t.db.execute(sql`select dashboard_rollups_rebuild()`);
    const rebuilt = await snapshot();
    // Connection figures are the connections as they are now.
    for (const table of ROLLUPS.filter((r) => r !== "dashboard_activity_days" && r !== "dashboard_state_months"))
      expect(rebuilt[table], table).toEqual(after[table]);
    // Activities keep the country of their time (decision 050): the kept rows still count the moved person's
    // registration under the old country; a rebuild files it under the new one, with the same total.
    expect(after.dashboard_activity_days).not.toEqual(rebuilt.dashboard_activity_days);
    const total = (rows: unknown[] | undefined) =>
      (rows ?? []).reduce((sum: number, r) => sum + (JSON.parse(r as string) as { n: number }).n, 0);
    expect(total(after.dashboard_activity_days)).toBe(total(rebuilt.dashboard_activity_days));

    // Live connections counted equal the connections table (disconnected left out).
    const [counted] = (
      (await t.db.execute(
        sql`select coalesce(sum(n), 0)::int as n from dashboard_connection_counts where partner_id = ${uni.partner.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(counted?.n).toBe(5);
  });
});
