import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { buildTimezones } from "../modules/reference/reference.data.ts";
import { users } from "../modules/users/users.table.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { openTestDatabase } from "../test/database.ts";
import { seedDemoWorld } from "./demo-world.ts";

const PASSWORD = "demo-password-1";
const NOW = new Date("2025-09-01T08:00:00Z");

let t: TestApp;
let other: Awaited<ReturnType<typeof openTestDatabase>>;
let first: Awaited<ReturnType<typeof seedDemoWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  other = await openTestDatabase();
  first = await seedDemoWorld(t.db, { scale: 1, password: PASSWORD, now: NOW });
  await seedDemoWorld(other.db, { scale: 1, password: PASSWORD, now: NOW });
});
afterAll(async () => {
  await Promise.all([t?.close(), other?.close()]);
});

/** Everything but the generated timestamps and the salted hashes. */
async function snapshot(db: Db) {
  const partnerRows = await db.select().from(partners).orderBy(asc(partners.id));
  const userRows = await db.select().from(users).orderBy(asc(users.id));
  return {
    partners: partnerRows.map(({ created_at: _c, updated_at: _u, ...rest }) => rest),
    users: userRows.map(({ created_at: _c, updated_at: _u, password_hash: _h, ...rest }) => rest),
  };
}

async function account(email: string) {
  const [row] = await t.db
    .select({ user: users, institute_type: partners.institute_type, partner: partners })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partner_id))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row;
}

describe("seedDemoWorld", () => {
  it("builds the same world from the same seed", async () => {
    const [a, b] = await Promise.all([snapshot(t.db), snapshot(other.db)]);
    expect(a.partners.length).toBeGreaterThan(250);
    expect(b).toEqual(a);
  });

  it("does nothing the second time", async () => {
    expect(first.created).toBe(true);
    const before = await snapshot(t.db);
    const again = await seedDemoWorld(t.db, { scale: 1, password: PASSWORD, now: NOW });
    expect(again.created).toBe(false);
    expect(again.signIns).toEqual(first.signIns);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("creates an admin and a member for each partner type", async () => {
    expect(first.signIns).toEqual([
      { email: "university@quad.test", role: "admin", institute_type: "University" },
      { email: "university.member@quad.test", role: "member", institute_type: "University" },
      { email: "school@quad.test", role: "admin", institute_type: "School" },
      { email: "school.member@quad.test", role: "member", institute_type: "School" },
      { email: "client@quad.test", role: "admin", institute_type: "ApplicationClient" },
      { email: "client.member@quad.test", role: "member", institute_type: "ApplicationClient" },
    ]);
    const hashes = new Set<string | null>();
    for (const signIn of first.signIns) {
      const { user, partner, institute_type } = await account(signIn.email);
      expect(institute_type).toBe(signIn.institute_type);
      expect(user.role).toBe(signIn.role);
      expect(user.is_onboard).toBe(signIn.role === "admin");
      expect(user.status).toBe("active");
      expect(user.required_fields_filled).toBe(true);
      expect(user.email_confirmed_at).toBeInstanceOf(Date);
      expect(user.privacy_policy_accepted_at).toBeInstanceOf(Date);
      expect(user.timezone).toBe(partner.timezone);
      expect(partner.status).toBe("active");
      expect(partner.registered_at).toBeInstanceOf(Date);
      expect(partner.approved_at).toBeInstanceOf(Date);
      hashes.add(user.password_hash);
    }
    expect(hashes.size).toBe(1); // hashed once, shared
    const [hash] = [...hashes];
    expect(await verifyPassword(hash ?? null, PASSWORD)).toBe(true);
    expect(await verifyPassword(hash ?? null, "wrong-password")).toBe(false);
  });

  it("gives the demo institutions their countries and zones", async () => {
    const university = await account("university@quad.test");
    const school = await account("school@quad.test");
    const client = await account("client@quad.test");
    expect(university.partner).toMatchObject({ name: "Northbridge University", timezone: "America/New_York" });
    expect(school.partner).toMatchObject({
      name: "Lakeside International School",
      timezone: "Asia/Singapore",
      school_type: "international",
    });
    expect(school.partner.school_size_id).not.toBeNull();
    expect(client.partner).toMatchObject({ name: "Atlas Admissions Partners", timezone: "Europe/London" });
  });

  it("lets a demo account sign in with the given password", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/partners/sessions",
      payload: { email: "school@quad.test", password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: "school@quad.test", institute_type: "School" });
  });

  it("fills a directory of 200 schools and 50 universities per scale, mostly unclaimed", async () => {
    const { partners: rows, users: people } = await snapshot(t.db);
    const directory = rows.slice(3);
    const schools = directory.filter((p) => p.institute_type === "School");
    const universities = directory.filter((p) => p.institute_type === "University");
    expect(schools).toHaveLength(200);
    expect(universities).toHaveLength(50);
    expect(new Set(rows.map((p) => p.name.toLowerCase())).size).toBe(rows.length);
    expect(new Set(directory.map((p) => p.country_id)).size).toBeGreaterThanOrEqual(15);

    const withPeople = new Set(people.map((u) => u.partner_id));
    const unclaimed = directory.filter((p) => p.registered_at === null);
    expect(unclaimed.length).toBeGreaterThan(directory.length / 2);
    for (const p of unclaimed) {
      expect(p.status).toBe("active");
      expect(withPeople.has(p.id)).toBe(false);
    }
    const registered = directory.filter((p) => p.registered_at !== null);
    expect(registered.length).toBeGreaterThan(10);
    for (const p of registered) expect(withPeople.has(p.id)).toBe(true);
    for (const u of people.filter((u) => u.partner_id > 3)) {
      expect(u.email).toMatch(/^[a-z]+(-?[a-z]+)*\.[a-z]+@[a-z0-9-]+\.quad\.test$/);
      expect(u.role).toBe("admin");
    }

    const zones = new Set(buildTimezones());
    for (const p of directory) expect(zones.has(p.timezone ?? ""), `${p.name}: ${p.timezone}`).toBe(true);
    for (const s of schools) {
      expect(s.school_type).toMatch(/^(public_partner|private_partner|international)$/);
      expect(s.school_size_id).not.toBeNull();
    }
    const ceeb = schools.flatMap((s) => (s.ceeb_code ? [s.ceeb_code] : []));
    expect(ceeb.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(ceeb).size).toBe(ceeb.length);
  });

  it("adds colleagues in every role and state, notifications of every type, and onboarding in several states", async () => {
    const admin = await t.app.inject({
      method: "POST",
      url: "/api/v1/partners/sessions",
      payload: { email: "university@quad.test", password: PASSWORD },
    });
    const { authToken, id } = admin.json().data;
    const headers = { authentication_token: authToken };
    const teamRes = await t.app.inject({ method: "POST", url: "/api/v1/partners/teams", headers, payload: {} });
    const members = teamRes.json().members as { role: string; status: string; invitation_pending: boolean }[];
    expect(new Set(members.map((m) => m.role))).toEqual(new Set(["admin", "member", "admission_officer"]));
    expect(members.some((m) => m.status === "deactivated")).toBe(true);
    expect(members.some((m) => m.invitation_pending)).toBe(true);
    const list = await t.app.inject({
      method: "POST",
      url: `/api/v1/partners/users/${id}/notifications`,
      headers,
      payload: {},
    });
    const body = list.json();
    expect(body.total).toBe(7);
    expect(body.unread_count).toBe(4);
    expect(new Set(body.notifications.map((n: { notification_type: string }) => n.notification_type)).size).toBe(6);
    const member = await t.app.inject({
      method: "POST",
      url: "/api/v1/partners/sessions",
      payload: { email: "university.member@quad.test", password: PASSWORD },
    });
    expect(member.json().data.is_onboard).toBe(false);
    const onboarding = await t.app.inject({
      method: "GET",
      url: `/api/v1/partners/users/${member.json().data.id}/user_onboarding`,
      headers: { authentication_token: member.json().data.authToken },
    });
    expect(onboarding.json().user_onboarding).toMatchObject({ step: 2, completed: false });
  });

  it("seeds availability, visits in every status, and past visits with feedback", async () => {
    const signIn = async (email: string) =>
      (
        await t.app.inject({ method: "POST", url: "/api/v1/partners/sessions", payload: { email, password: PASSWORD } })
      ).json().data;
    const uni = await signIn("university@quad.test");
    const headers = { authentication_token: uni.authToken };
    const upcoming = await t.app.inject({
      method: "POST",
      url: "/api/v1/partners/events",
      headers,
      payload: { tab: "upcoming", per_page: 50 },
    });
    const past = await t.app.inject({
      method: "POST",
      url: "/api/v1/partners/events",
      headers,
      payload: { tab: "past", per_page: 50 },
    });
    const statuses = new Set(
      [...upcoming.json().events, ...past.json().events].map((e: { status: string }) => e.status),
    );
    expect(statuses).toEqual(new Set(["requested", "pending", "confirm", "declined", "cancel", "reschedule"]));
    const pending = await t.app.inject({ method: "GET", url: "/api/v1/partners/events/pending_feedbacks", headers });
    expect(pending.json().total_feedbacks).toBeGreaterThanOrEqual(1);
    const school = await signIn("school@quad.test");
    const settings = await t.app.inject({
      method: "GET",
      url: "/api/v1/partners/availability_settings",
      headers: { authentication_token: school.authToken },
    });
    expect(settings.json().school.is_event_auto_accept).toBe(false);
    const feedbacks = await t.app.inject({
      method: "GET",
      url: `/api/v1/partners/schools/${school.partner_id}/feedbacks`,
      headers,
    });
    expect(feedbacks.json().total).toBe(2);
  });
});
