import { listingBadge } from "@quad/contract/rules/connection-privacy";
import { LIST_STATES } from "@quad/contract/rules/connections";
import { DEFAULT_REGION_IDS } from "@quad/contract/rules/dashboard";
import { notificationLink } from "@quad/contract/rules/notification-links";
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { studentApplications } from "../modules/applications/applications.table.ts";
import { connectionStateChanges, connections } from "../modules/connections/connections.table.ts";
import { accountRepresentatives, partnerAccountReps } from "../modules/dashboard/dashboard.table.ts";
import { notifications } from "../modules/notifications/notifications.table.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { programs } from "../modules/programs/programs.table.ts";
import { prospects } from "../modules/prospects/prospects.table.ts";
import { buildTimezones } from "../modules/reference/reference.data.ts";
import { users } from "../modules/users/users.table.ts";
import { slotBookings } from "../modules/visits/availability.table.ts";
import { eventAudits, eventFeedbacks, events } from "../modules/visits/visits.table.ts";
import { activities, webinarRegistrations, webinars, webinarUsers } from "../modules/webinars/webinars.table.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { openTestDatabase } from "../test/database.ts";
import { describeDirectApply } from "../test/seed/demo-direct-apply.checks.ts";
import { DEMO_ACCOUNT_REP } from "./demo-dashboard.ts";
import { seedDemoWorld } from "./demo-world.ts";

const PASSWORD = "demo-password-1";
const NOW = new Date("2025-09-01T08:00:00Z");
/** What a school is told of visits (the university's actions), and what a university is told (the school's). */
const SCHOOL_SIDE = [
  "visitRequested",
  "visitRequestSent",
  "visitBooked",
  "visitCancelled",
  "visitRescheduled",
  "visitRated",
];
const UNIVERSITY_SIDE = ["visitConfirmed", "visitDeclined", "visitCancelled", "visitRescheduled", "visitLocationSet"];

let t: TestApp;
let other: Awaited<ReturnType<typeof openTestDatabase>>;
let first: Awaited<ReturnType<typeof seedDemoWorld>>;

/** The app's clock: the real one, or the seeding moment for the webinar checks (set by `at`). */
let clock: Date | undefined;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
  other = await openTestDatabase();
  const storage = t.app.ctx.storage;
  first = await seedDemoWorld(t.db, { scale: 1, password: PASSWORD, now: NOW, config: t.config, storage });
  // The second world as made before direct apply (issue 13): a later seeding completes it (demo-direct-apply.checks.ts).
  await seedDemoWorld(other.db, { scale: 1, password: PASSWORD, now: NOW, storage, directApply: false });
  // Two whole demo worlds on PGlite: with the machine's two cores shared with other work (load average 12-14)
  // the test app took 46 s to start and one world 72-149 s to seed, more than the default 180 s for the hook.
}, 600_000);
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
      { email: "starter@quad.test", role: "admin", institute_type: "University" },
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
    // After the four demo institutions (the three of each type and the starter university, decision 104).
    const directory = rows.slice(4);
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
    const inDirectory = new Set(directory.map((p) => p.id));
    for (const u of people.filter((u) => inDirectory.has(u.partner_id))) {
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

  it("adds colleagues in every role and state, and onboarding in several states", async () => {
    const admin = await t.app.inject({
      method: "POST",
      url: "/api/v1/partners/sessions",
      payload: { email: "university@quad.test", password: PASSWORD },
    });
    const { authToken } = admin.json().data;
    const headers = { authentication_token: authToken };
    const teamRes = await t.app.inject({ method: "POST", url: "/api/v1/partners/teams", headers, payload: {} });
    const members = teamRes.json().members as { role: string; status: string; invitation_pending: boolean }[];
    expect(new Set(members.map((m) => m.role))).toEqual(new Set(["admin", "member", "admission_officer"]));
    expect(members.some((m) => m.status === "deactivated")).toBe(true);
    expect(members.some((m) => m.invitation_pending)).toBe(true);
    // Sofia joined through her invitation: she signs in with the demo password.
    const sofia = await t.app.inject({
      method: "POST",
      url: "/api/v1/partners/sessions",
      payload: { email: "sofia.university@quad.test", password: PASSWORD },
    });
    expect(sofia.statusCode).toBe(200);
    // A school's team has no admission officers (the team rules).
    const school = await account("school@quad.test");
    const schoolTeam = await t.db.select().from(users).where(eq(users.partner_id, school.partner.id));
    expect(schoolTeam.some((u) => u.role === "admission_officer")).toBe(false);
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

  it("produces a visit history whose every step is allowed, ending in the visit's status", async () => {
    const rows = await t.db.select().from(events).orderBy(asc(events.id));
    const audits = await t.db.select().from(eventAudits).orderBy(asc(eventAudits.created_at), asc(eventAudits.id));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const e of rows) {
      const history = audits.filter((a) => a.event_id === e.id);
      const label = `visit ${e.id} (${e.status})`;
      expect(history.length, label).toBeGreaterThan(0);
      expect(history[0]?.from_status, label).toBeNull();
      expect(["requested", "pending", "confirm"]).toContain(history[0]?.to_status);
      for (let i = 1; i < history.length; i++) {
        expect(history[i]?.from_status, label).toBe(history[i - 1]?.to_status);
      }
      expect(history.at(-1)?.to_status, label).toBe(e.status);
      expect(history.at(-1)?.created_at.getTime(), label).toBe(e.updated_at.getTime());
      for (const a of history) expect(a.created_at.getTime(), label).toBeLessThanOrEqual(NOW.getTime());
      // A visit that took place was confirmed before its date.
      if (e.event_date && e.event_date < NOW.toISOString().slice(0, 10) && e.status === "confirm") {
        const confirmed = history.find((a) => a.to_status === "confirm");
        const on = confirmed?.created_at.toISOString().slice(0, 10) ?? "9999";
        expect(on < e.event_date, `${label} confirmed on ${on}`).toBe(true);
      }
      expect(e.holds_capacity, label).toBe(e.status === "confirm" ? 1 : 0);
    }
    // Confirmed visits hold their places; nothing else does.
    const held = new Map<string, number>();
    for (const e of rows.filter((r) => r.holds_capacity)) {
      const key = `${e.slot_id}:${e.event_date}`;
      held.set(key, (held.get(key) ?? 0) + 1);
    }
    const bookings = await t.db.select().from(slotBookings);
    for (const b of bookings)
      expect(b.booked, `${b.slot_id} on ${b.event_date}`).toBe(held.get(`${b.slot_id}:${b.event_date}`) ?? 0);
    for (const [key, n] of held)
      expect(bookings.some((b) => `${b.slot_id}:${b.event_date}` === key && b.booked === n)).toBe(true);
    // Every rating is of a confirmed visit that took place, rated after its date.
    for (const f of await t.db.select().from(eventFeedbacks)) {
      const e = rows.find((r) => r.id === f.event_id);
      expect(e?.status).toBe("confirm");
      const ratedOn = f.created_at.toISOString().slice(0, 10);
      expect((e?.event_date ?? "9999") < ratedOn, `rating ${f.id} on ${ratedOn}`).toBe(true);
    }
  });

  it("notifies only of things that exist in the recipient's institution's data, and links to them", async () => {
    const rows = await t.db
      .select({ n: notifications, institute_type: partners.institute_type, partner_name: partners.name })
      .from(notifications)
      .innerJoin(partners, eq(partners.id, notifications.partner_id));
    const visits = new Map((await t.db.select().from(events)).map((e) => [e.id, e]));
    const people = await t.db.select().from(users);
    const applications = new Map((await t.db.select().from(studentApplications)).map((a) => [a.id, a]));
    const programRows = await t.db.select().from(programs);
    expect(rows.length).toBeGreaterThan(20);
    for (const { n, institute_type, partner_name } of rows) {
      const label = `${institute_type} ${n.user_id}: ${n.message}`;
      const recipient = people.find((u) => u.id === n.user_id);
      expect(recipient?.partner_id, label).toBe(n.partner_id);
      // Connections and webinar notices: none of these are made in the demo world.
      expect(["Event", "Team", "StudentApplication", "PartnerProgram"], label).toContain(n.notification_type);
      expect(n.created_at.getTime(), label).toBeLessThanOrEqual(NOW.getTime());
      const link = notificationLink(n);
      if (n.notification_type === "Event") {
        expect(link, label).toBe(`/events/${n.event_id}`);
        const visit = visits.get(n.event_id ?? -1);
        expect(visit, label).toBeDefined();
        expect([visit?.school_partner_id, visit?.university_partner_id], label).toContain(n.partner_id);
        // Told by the other side, about the other side; never of one's own institution's action.
        expect(n.message.includes(partner_name), label).toBe(false);
        const side = institute_type === "School" ? SCHOOL_SIDE : UNIVERSITY_SIDE;
        expect(side, label).toContain(n.message_key);
      } else if (n.notification_type === "StudentApplication") {
        // An application to one of the recipient's institution's programs, told when it was submitted.
        const application = applications.get(n.application_id ?? -1);
        expect(link, label).toBe(`/direct-apply/applications/${n.application_id}`);
        expect(application?.partner_id, label).toBe(n.partner_id);
        expect(n.created_at.getTime(), label).toBe(application?.submitted_at.getTime());
        expect(n.message_key, label).toBe("applicationNew");
      } else if (n.notification_type === "PartnerProgram") {
        // A colleague activated or deactivated one of the institution's programs.
        expect(link, label).toBe("/direct-apply/programs");
        expect(programRows.some((p) => p.partner_id === n.partner_id && p.name === n.program_name)).toBe(true);
        const actor = String(n.message_params?.actor ?? "");
        const colleague = people.find(
          (u) => u.partner_id === n.partner_id && `${u.first_name} ${u.last_name}` === actor,
        );
        expect(colleague, label).toBeDefined();
        expect(colleague?.id, label).not.toBe(n.user_id);
      } else {
        // A team notification names a member of the recipient's own institution.
        expect(link, label).toBe("/notifications");
        const member = String(n.message_params?.member ?? "");
        const colleague = people.find(
          (u) => u.partner_id === n.partner_id && `${u.first_name} ${u.last_name}` === member,
        );
        expect(colleague, label).toBeDefined();
        expect(recipient?.role, label).toBe("admin");
      }
    }
    // Each demo institution's type gets its own kind of visit news; the client none.
    const keys = (type: string) =>
      new Set(
        rows.filter((r) => r.institute_type === type && r.n.notification_type === "Event").map((r) => r.n.message_key),
      );
    expect(keys("School")).toEqual(
      new Set([
        "visitRequested",
        "visitRequestSent",
        "visitBooked",
        "visitCancelled",
        "visitRescheduled",
        "visitRated",
      ]),
    );
    expect(keys("University")).toEqual(new Set(["visitConfirmed", "visitDeclined", "visitRescheduled"]));
    expect(keys("ApplicationClient").size).toBe(0);
  });

  it("lets every demo user open what each of their notifications links to", async () => {
    for (const signIn of first.signIns) {
      const session = (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/partners/sessions",
          payload: { email: signIn.email, password: PASSWORD },
        })
      ).json().data;
      const headers = { authentication_token: session.authToken };
      const list = await t.app.inject({
        method: "POST",
        url: `/api/v1/partners/users/${session.id}/notifications`,
        headers,
        payload: { per_page: 100 },
      });
      const shown = list.json().notifications as {
        notification_type: string;
        event_id: number | null;
        application_id: number | null;
      }[];
      for (const n of shown.filter((x) => x.notification_type === "Event")) {
        const visit = await t.app.inject({ method: "GET", url: `/api/v1/partners/events/${n.event_id}`, headers });
        expect(visit.statusCode, `${signIn.email}: visit ${n.event_id}`).toBe(200);
      }
      // An application's history (opening the application itself would clear its New badge).
      for (const n of shown.filter((x) => x.notification_type === "StudentApplication").slice(0, 10)) {
        const history = await t.app.inject({
          method: "GET",
          url: `/api/v1/partners/student_applications/${n.application_id}/activities`,
          headers,
        });
        expect(history.statusCode, `${signIn.email}: application ${n.application_id}`).toBe(200);
      }
    }
  });

  it("keeps the counters in step with the rows, with read and unread notifications", async () => {
    for (const signIn of first.signIns) {
      const session = (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/partners/sessions",
          payload: { email: signIn.email, password: PASSWORD },
        })
      ).json().data;
      const list = await t.app.inject({
        method: "POST",
        url: `/api/v1/partners/users/${session.id}/notifications`,
        headers: { authentication_token: session.authToken },
        payload: { per_page: 100 },
      });
      const body = list.json();
      const own = await t.db.select().from(notifications).where(eq(notifications.user_id, session.id));
      expect(body.total, signIn.email).toBe(own.length);
      expect(body.unread_count, signIn.email).toBe(own.filter((n) => !n.is_read).length);
      expect(body.notifications).toHaveLength(Math.min(own.length, 100));
      if (signIn.role === "admin") {
        // Something new and something already read.
        expect(body.unread_count, signIn.email).toBeGreaterThan(0);
        expect(body.read_count, signIn.email).toBeGreaterThan(0);
      }
    }
    // The demo client hears of its team (Daniel Okoye invited Sofia Marin, read, and Amara Osei, new) and of direct
    // apply: its applications and its member's programs.
    const client = await account("client@quad.test");
    const clientRows = await t.db.select().from(notifications).where(eq(notifications.user_id, client.user.id));
    expect(new Set(clientRows.map((n) => n.notification_type))).toEqual(
      new Set(["Team", "StudentApplication", "PartnerProgram"]),
    );
    const teamRows = clientRows.filter((n) => n.notification_type === "Team");
    expect(teamRows.map((n) => [n.message, n.is_read]).sort()).toEqual([
      ["Daniel Okoye added Amara Osei to the team", false],
      ["Daniel Okoye added Sofia Marin to the team", true],
    ]);
  });
});

describe("seedDemoWorld: webinars for guests", () => {
  const HOUR = 3_600_000;
  const guestSessions = async () => {
    const rows = await t.db
      .select({ w: webinars, partner_email: users.email })
      .from(webinars)
      .innerJoin(users, eq(users.id, webinars.created_by))
      .where(isNotNull(webinars.category_id));
    return rows;
  };

  it("has 40+ published sessions in the provider's categories: past with recordings, live now, upcoming", async () => {
    const rows = await guestSessions();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.every((r) => r.w.status === "published" && r.w.cancelled_at === null)).toBe(true);
    expect(new Set(rows.map((r) => r.w.category_id)).size).toBe(3);
    const hosts = new Set(rows.map((r) => r.w.partner_id));
    expect(hosts.size).toBeGreaterThanOrEqual(4);
    const demoUniversity = await account("university@quad.test");
    expect(rows.filter((r) => r.w.partner_id === demoUniversity.partner.id).length).toBeGreaterThanOrEqual(10);
    const past = rows.filter((r) => r.w.end_time <= NOW);
    const live = rows.filter((r) => r.w.start_time <= NOW && r.w.end_time > NOW);
    const upcoming = rows.filter((r) => r.w.start_time > NOW);
    expect(past.length).toBeGreaterThanOrEqual(10);
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(upcoming.length).toBeGreaterThanOrEqual(15);
    // The live session runs a while yet: whoever opens the demo just after seeding can join it.
    expect(live.some((r) => r.w.end_time.getTime() - NOW.getTime() >= HOUR && r.w.join_url)).toBe(true);
    const recorded = past.filter((r) => r.w.is_recording_available);
    expect(recorded.length).toBeGreaterThanOrEqual(5);
    expect(recorded.every((r) => r.w.recording_url?.startsWith("https://"))).toBe(true);
    expect(upcoming.every((r) => !r.w.is_recording_available)).toBe(true);
    // Each was announced before it started, and the recording added after it ended.
    expect(rows.every((r) => r.w.created_at < r.w.start_time && r.w.updated_at <= NOW)).toBe(true);
    expect(recorded.every((r) => r.w.updated_at >= r.w.end_time)).toBe(true);
  });

  it("keeps seats within capacity and a waiting list only on full sessions", async () => {
    const rows = await guestSessions();
    const regs = await t.db.select().from(webinarRegistrations);
    let fullWithWaitlist = 0;
    for (const { w } of rows) {
      const mine = regs.filter((r) => r.webinar_id === w.id);
      const seats = mine.filter((r) => r.status === "registered").length;
      const held = mine.filter(
        (r) => r.status === "waitlisted" && r.offer_expires_at && r.offer_expires_at > NOW,
      ).length;
      const waiting = mine.filter((r) => r.status === "waitlisted").length;
      // The counters the catalogue reads agree with the rows, after the whole history of changes.
      expect([w.seats_taken, w.registrations_count], w.title).toEqual([seats, seats + waiting]);
      if (w.capacity === null) {
        expect(waiting, w.title).toBe(0);
        continue;
      }
      expect(seats + held, w.title).toBeLessThanOrEqual(w.capacity);
      if (waiting > 0) {
        expect(seats + held, `${w.title} waits only when full`).toBe(w.capacity);
        fullWithWaitlist += 1;
      }
    }
    expect(fullWithWaitlist).toBeGreaterThanOrEqual(2);
    // Someone gave a seat up and the first waiting guest took it.
    expect(regs.some((r) => r.status === "cancelled")).toBe(true);
  });

  it("records every registration, wait, cancellation, join and replay view as the host's activity, in time", async () => {
    const rows = new Map((await guestSessions()).map((r) => [r.w.id, r.w]));
    const regs = (
      await t.db
        .select({ r: webinarRegistrations, person_id: webinarUsers.person_id, role: webinarUsers.role })
        .from(webinarRegistrations)
        .innerJoin(webinarUsers, eq(webinarUsers.id, webinarRegistrations.webinar_user_id))
    ).filter((x) => rows.has(x.r.webinar_id));
    const acts = await t.db.select().from(activities);
    expect(new Set(regs.map((x) => x.role))).toEqual(new Set(["student", "parent", "counselor"]));
    const of = (x: (typeof regs)[number], kind: string) =>
      acts.filter((a) => a.person_id === x.person_id && a.webinar_id === x.r.webinar_id && a.kind === kind);
    for (const x of regs) {
      const w = rows.get(x.r.webinar_id) as typeof webinars.$inferSelect;
      expect(x.person_id).not.toBeNull();
      const all = acts.filter((a) => a.person_id === x.person_id && a.webinar_id === w.id);
      expect(all.every((a) => a.partner_id === w.partner_id && a.occurred_at <= NOW)).toBe(true);
      const seat = of(x, "registered").length + of(x, "waitlisted").length;
      if (x.r.status === "registered" && x.r.is_attending === false && x.r.is_video_watched && seat === 0) {
        // Watched the replay without having registered: an on-demand view only.
        expect(of(x, "watched_video")).toHaveLength(1);
        continue;
      }
      expect(seat, `${w.title}: registration ${x.r.id}`).toBeGreaterThanOrEqual(1);
      expect(x.r.registered_at < w.start_time).toBe(true);
      if (x.r.status === "waitlisted") expect(of(x, "waitlisted").length).toBeGreaterThanOrEqual(1);
      if (x.r.status === "cancelled") expect(of(x, "cancelled")).toHaveLength(1);
      expect(of(x, "watched_video")).toHaveLength(x.r.is_video_watched ? 1 : 0);
      const attended = of(x, "attended");
      if (x.r.first_joined_at) {
        expect(x.r.status).toBe("registered");
        expect(attended).toEqual([expect.objectContaining({ via: "join_link", occurred_at: x.r.first_joined_at })]);
        expect(x.r.first_joined_at >= w.start_time && x.r.first_joined_at < w.end_time).toBe(true);
      } else {
        expect(attended).toHaveLength(0);
      }
    }
    expect(regs.filter((x) => x.r.first_joined_at).length).toBeGreaterThanOrEqual(15);
    expect(acts.filter((a) => a.kind === "watched_video").length).toBeGreaterThanOrEqual(5);
  });

  it("gives the demo university thousands of connections of every type and state across two years", async () => {
    const university = await account("university@quad.test");
    const rows = await t.db.select().from(connections).where(eq(connections.partner_id, university.partner.id));
    const live = rows.filter((r) => r.disconnected_at === null);
    expect(live.length).toBeGreaterThanOrEqual(1500);
    expect(rows.length - live.length).toBe(2);
    expect(new Set(live.map((r) => r.user_type))).toEqual(new Set(["student", "guardian", "counsellor"]));
    expect(new Set(live.map((r) => r.list_state))).toEqual(new Set([null, ...LIST_STATES]));
    // Three came from prospect-and-engage (issue 26 §3): the demo university found them among the discoverable.
    expect(new Set(live.map((r) => r.source))).toEqual(new Set(["webinar", "visit", "profile_view", "prospect"]));
    expect(live.filter((r) => r.source === "prospect")).toHaveLength(3);
    const firsts = live.map((r) => r.first_activity_at?.getTime() ?? 0);
    expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThan(600 * 86_400_000);
    expect(live.every((r) => (r.last_activity_at as Date) <= NOW)).toBe(true);
    // The counts are the activities' (the trigger keeps them), the history the state's path.
    const acts = await t.db.select().from(activities).where(eq(activities.partner_id, university.partner.id));
    for (const r of live.slice(0, 200))
      expect(r.activities_count, `connection ${r.id}`).toBe(acts.filter((a) => a.person_id === r.person_id).length);
    const changes = await t.db.select().from(connectionStateChanges);
    for (const r of live.filter((c) => c.list_state !== null).slice(0, 100)) {
      const path = changes
        .filter((c) => c.connection_id === r.id)
        .sort((a, b) => a.changed_at.getTime() - b.changed_at.getTime());
      expect(path.at(-1)?.to_state, `connection ${r.id}`).toBe(r.list_state);
    }
    // Badges: some new, some updated since the team last looked, most seen.
    const badge = (r: (typeof live)[number]) => listingBadge(r.viewed_at, r.changed_at);
    expect(live.some((r) => badge(r) === "new")).toBe(true);
    expect(live.some((r) => badge(r) === "updated")).toBe(true);
    expect(live.filter((r) => badge(r) === null).length).toBeGreaterThan(live.length / 2);
    expect(live.some((r) => r.guardian_consent_at !== null)).toBe(true);
  });

  it("makes students discoverable through the guest service, guest@quad.test among them (issue 26 §3)", async () => {
    const found = await t.db.select().from(prospects);
    expect(found.length).toBeGreaterThanOrEqual(240);
    expect(found.every((p) => p.user_type === "student")).toBe(true);
    const [guest] = await t.db.select().from(webinarUsers).where(eq(webinarUsers.email, "guest@quad.test"));
    expect(guest?.discoverable_at).not.toBeNull();
    expect(found.some((p) => p.guest_id === guest?.id)).toBe(true);
    expect(new Set(found.map((p) => p.graduation_year)).size).toBeGreaterThan(1);
  });

  it("lets guest@quad.test sign in with a complete profile, registered for the live session and upcoming ones", async () => {
    clock = NOW;
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/webinars/sessions",
        payload: { email: "guest@quad.test", password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const guest = res.json().data;
      expect(guest).toMatchObject({ role: "student", required_fields_filled: true, missing_fields: [] });
      const mine = await t.app.inject({
        method: "GET",
        url: "/api/v1/webinars/events/user_session",
        headers: { authentication_token: guest.authToken },
      });
      expect(mine.statusCode).toBe(200);
      const sessions = mine.json().sessions as { timing: string; registration_status: string; join_url: string }[];
      const live = sessions.filter((s) => s.timing === "live" && s.registration_status === "registered");
      expect(live).toHaveLength(1);
      expect(sessions.filter((s) => s.timing === "upcoming" && s.registration_status === "registered").length).toBe(1);
      expect(sessions.some((s) => s.registration_status === "waitlisted")).toBe(true);
      // The personal join link of the live session opens the meeting (and records the first join).
      const join = await t.app.inject({ method: "GET", url: new URL(live[0]?.join_url as string).pathname });
      expect(join.statusCode).toBe(302);
      expect(join.headers.location).toMatch(/^https:\/\//);
      // The home's trending lists have the live session, upcoming and past ones.
      const trending = (
        await t.app.inject({ method: "GET", url: "/api/v1/webinars/categories/trending_session_hash" })
      ).json();
      expect(trending.current.length).toBeGreaterThanOrEqual(1);
      expect(trending.upcoming.length).toBe(8);
      expect(trending.past.length).toBe(8);
    } finally {
      clock = undefined;
    }
  });
});

describe("seedDemoWorld: the dashboard's world (issue 12)", () => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

  it("gives the demo University and ApplicationClient Quad's customer success representative", async () => {
    const reps = await t.db.select().from(accountRepresentatives);
    expect(reps).toHaveLength(1);
    expect(reps[0]).toMatchObject({ ...DEMO_ACCOUNT_REP, email: "success@quad.test" });
    const assigned = await t.db
      .select({ institute_type: partners.institute_type, rep_id: partnerAccountReps.rep_id })
      .from(partnerAccountReps)
      .innerJoin(partners, eq(partners.id, partnerAccountReps.partner_id));
    expect(assigned.map((a) => a.institute_type).sort()).toEqual(["ApplicationClient", "University"]);
    for (const a of assigned) expect(a.rep_id).toBe(reps[0]?.id);
    // A world seeded before the representative existed gets it on the next start, once.
    await t.db.delete(partnerAccountReps);
    await t.db.delete(accountRepresentatives);
    await seedDemoWorld(t.db, { scale: 1, password: PASSWORD, now: NOW });
    await seedDemoWorld(t.db, { scale: 1, password: PASSWORD, now: NOW });
    expect(await t.db.select().from(accountRepresentatives)).toHaveLength(1);
    expect(await t.db.select().from(partnerAccountReps)).toHaveLength(2);
  });

  it("fills the default region filter, many countries and citizenships, graduation years and visited schools", async () => {
    const university = await account("university@quad.test");
    const live = (
      await t.db.select().from(connections).where(eq(connections.partner_id, university.partner.id))
    ).filter((r) => r.disconnected_at === null);
    const regionCountries = await rows<{ country_id: number }>(
      sql`select country_id from region_countries where region_id in (${sql.join(
        DEFAULT_REGION_IDS.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const asia = new Set(regionCountries.map((r) => r.country_id));
    const inAsia = live.filter((r) => r.country_id !== null && asia.has(r.country_id));
    expect(inAsia.length).toBeGreaterThan(live.length / 5);
    expect(new Set(inAsia.map((r) => r.country_id)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(inAsia.filter((r) => r.list_state !== null).map((r) => r.list_state)).size).toBeGreaterThanOrEqual(
      4,
    );
    expect(new Set(live.map((r) => r.country_id)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(live.flatMap((r) => r.citizenship_ids ?? [])).size).toBeGreaterThanOrEqual(25);
    expect(new Set(live.map((r) => r.graduation_year).filter((y) => y !== null)).size).toBeGreaterThanOrEqual(4);
    // Students of the schools the university visited (past) and will visit (upcoming).
    const visits = await t.db
      .select({ school: events.school_partner_id, date: events.event_date, status: events.status })
      .from(events)
      .where(eq(events.university_partner_id, university.partner.id));
    const today = NOW.toISOString().slice(0, 10);
    const past = new Set(visits.filter((v) => v.date !== null && v.date < today).map((v) => v.school));
    const upcoming = new Set(
      visits.filter((v) => v.date !== null && v.date >= today && v.status === "confirm").map((v) => v.school),
    );
    const studying = (school: number) => live.filter((r) => r.school_partner_id === school).length;
    expect(past.size).toBeGreaterThan(0);
    expect(upcoming.size).toBeGreaterThan(0);
    for (const school of [...past, ...upcoming])
      expect(studying(school), `school ${school}`).toBeGreaterThanOrEqual(20);
    const otherSchools = new Set(live.map((r) => r.school_partner_id).filter((s) => s !== null && !past.has(s)));
    expect(otherSchools.size).toBeGreaterThan(20);
  });

  it("spreads list-state history and activity over two years, rising over the last twelve months", async () => {
    const university = await account("university@quad.test");
    const perMonth = await rows<{ month: string; entered: number; n: number }>(
      sql`select to_char(x.changed_at at time zone 'UTC', 'YYYY-MM') as month,
            count(*) filter (where x.to_state is not null)::int as entered, count(*)::int as n
          from connection_state_changes x join connections c on c.id = x.connection_id
          where c.partner_id = ${university.partner.id} group by 1 order by 1`,
    );
    expect(perMonth.length).toBeGreaterThanOrEqual(20);
    const year = perMonth.filter((m) => m.month >= "2024-09" && m.month < "2025-09");
    expect(year.length).toBe(12);
    for (const m of year) expect(m.entered, m.month).toBeGreaterThan(0);
    const half = (list: typeof year) => list.reduce((s, m) => s + m.entered, 0);
    expect(half(year.slice(6))).toBeGreaterThan(half(year.slice(0, 6)));
    const views = await rows<{ recent: number; all: number }>(
      sql`select count(*) filter (where occurred_at > ${new Date(NOW.getTime() - 30 * 86_400_000)})::int as recent,
            count(*)::int as "all"
          from activities where partner_id = ${university.partner.id} and kind = 'profile_view'`,
    );
    expect(views[0]?.all).toBeGreaterThan(200);
    expect(views[0]?.recent).toBeGreaterThan(10);
  });

  it("answers the demo University a living dashboard under the default region filter", async () => {
    clock = NOW; // the demo's history ends at NOW: its trends are the twelve months before it
    try {
      const session = await t.app.inject({
        method: "POST",
        url: "/api/v1/partners/sessions",
        payload: { email: "university@quad.test", password: PASSWORD },
      });
      expect(session.statusCode).toBe(200);
      const headers = { authentication_token: session.json().data.authToken as string };
      const get = async (path: string) => {
        const res = await t.app.inject({ method: "GET", url: `/api/v1/partners/${path}`, headers });
        expect(res.statusCode, path).toBe(200);
        return res.json();
      };
      const post = async (figure: string, payload: object) => {
        const res = await t.app.inject({
          method: "POST",
          url: `/api/v1/partners/dashboards/${figure}`,
          headers,
          payload,
        });
        expect(res.statusCode, figure).toBe(200);
        return res.json();
      };
      const regions = await get("selected_regions");
      expect(regions.is_default).toBe(true);
      expect(regions.country_ids.length).toBeGreaterThan(10);
      const scoped = { country_ids: regions.country_ids as number[] };
      const summary = await post("summary", scoped);
      expect(summary.connected).toBeGreaterThan(300);
      expect(summary.added_to_list).toBeGreaterThan(50);
      expect(summary.applying).toBeGreaterThan(10);
      // Trends rise over the twelve months: connections made, and connections put on a list.
      for (const figure of ["trend_chart", "added_list_trend_chart", "applicant_trend_chart"]) {
        const trend = await post(figure, scoped);
        expect(trend.months, figure).toHaveLength(12);
        const series = trend.series as { key: string; monthly: number[]; cumulative: number[] }[];
        expect(series.length, figure).toBeGreaterThan(0);
        const busiest = series.reduce((a, b) => ((b.cumulative.at(-1) ?? 0) > (a.cumulative.at(-1) ?? 0) ? b : a));
        expect(busiest.monthly.filter((n) => n > 0).length, `${figure} ${busiest.key}`).toBeGreaterThanOrEqual(10);
        expect(busiest.cumulative.at(-1), `${figure} ${busiest.key}`).toBeGreaterThan(busiest.cumulative[0] ?? 0);
      }
      const countries = await post("country_wise_connections", { ...scoped, group_by: "country" });
      expect(countries.countries.length).toBeGreaterThanOrEqual(8);
      const citizenships = await post("country_wise_connections", {
        citizenship_ids: scoped.country_ids,
        group_by: "citizenship",
      });
      expect(citizenships.countries.length).toBeGreaterThanOrEqual(5);
      const views = await post("university_profile_views", scoped);
      expect(views.total_views).toBeGreaterThan(0);
      expect((await post("event_connections", scoped)).events.length).toBeGreaterThan(0);
      expect((await post("new_activities", scoped)).total_activities_count).toBeGreaterThan(0);
      // Recommended schools: where its connections study, those it has not visited and those it has.
      const upcoming = await post("recommended_schools", {});
      expect(upcoming.schools.length).toBeGreaterThan(0);
      const past = await post("recommended_schools", { previous_visited: true });
      expect(past.schools.length).toBeGreaterThan(0);
      type School = { last_visit_at: string | null; next_visit_at: string | null };
      expect(past.schools.every((s: School) => s.last_visit_at !== null)).toBe(true);
      expect([...past.schools, ...upcoming.schools].some((s: School) => s.next_visit_at !== null)).toBe(true);
      const rep = await get("event_bookings/assigned_rep");
      expect(rep.assigned_rep).toMatchObject({ name: DEMO_ACCOUNT_REP.name, email: "success@quad.test" });
      expect(rep.assigned_rep.available_slots.length).toBeGreaterThan(0);
    } finally {
      clock = undefined;
    }
  });

  it("keeps the dashboard rollups equal to what dashboard_rollups_rebuild() computes from the rows", async () => {
    const tables = {
      dashboard_connection_counts: "n <> 0",
      dashboard_connection_years: "n <> 0",
      dashboard_connection_months: "n <> 0",
      dashboard_citizenship_counts: "n <> 0",
      dashboard_event_counts: "n <> 0",
      dashboard_school_counts: "n <> 0",
      dashboard_state_months: `(entered, "left") <> (0, 0)`,
      dashboard_activity_days: "n <> 0",
    };
    // A counter that went back to zero stays as a row: the same as no row.
    const contents = async () => {
      const out: Record<string, string[]> = {};
      for (const [table, live] of Object.entries(tables)) {
        const found = await rows<Record<string, unknown>>(sql.raw(`select * from ${table} where ${live}`));
        out[table] = found.map((r) => JSON.stringify(r)).sort();
      }
      return out;
    };
    const kept = await contents();
    expect(kept.dashboard_connection_counts?.length).toBeGreaterThan(100);
    expect(kept.dashboard_state_months?.length).toBeGreaterThan(50);
    expect(kept.dashboard_activity_days?.length).toBeGreaterThan(500);
    expect(kept.dashboard_school_counts?.length).toBeGreaterThan(20);
    await t.db.execute(sql`select dashboard_rollups_rebuild()`);
    const rebuilt = await contents();
    for (const table of Object.keys(tables)) expect(kept[table], table).toEqual(rebuilt[table]);
  });
});

describe("seedDemoWorld: the plans (issue 26, decision 104)", () => {
  const session = async (email: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/partners/sessions",
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode, email).toBe(200);
    return res.json().data as { authToken: string; plan: Record<string, string> };
  };
  const tiers = async (email: string) => {
    const { partner } = await account(email);
    const rows = await t.db
      .select({ tier: connections.access_tier, n: sql<number>`count(*)::int` })
      .from(connections)
      .where(eq(connections.partner_id, partner.id))
      .groupBy(connections.access_tier);
    return Object.fromEntries(rows.map((r) => [r.tier, r.n]));
  };

  it("puts each demo institution on its plan, carried by the session", async () => {
    expect((await session("university@quad.test")).plan).toEqual({
      connections: "paid",
      prospect_engage: "paid",
      insights: "paid",
    });
    expect((await session("university.member@quad.test")).plan.insights).toBe("paid");
    expect((await session("client@quad.test")).plan).toEqual({
      connections: "paid",
      prospect_engage: "no_access",
      insights: "free",
    });
    expect((await session("starter@quad.test")).plan).toEqual({
      connections: "free",
      prospect_engage: "free",
      insights: "no_access",
    });
    expect((await session("school@quad.test")).plan).toEqual({
      connections: "no_access",
      prospect_engage: "no_access",
      insights: "no_access",
    });
  });

  it("gives the paid institutions paid connections and the starter a few free ones, contacts locked", async () => {
    const university = await tiers("university@quad.test");
    expect(Object.keys(university)).toEqual(["paid"]);
    expect(university.paid).toBeGreaterThan(1500);
    const client = await tiers("client@quad.test");
    expect(Object.keys(client)).toEqual(["paid"]);
    const starter = await tiers("starter@quad.test");
    expect(Object.keys(starter)).toEqual(["free"]);
    expect(starter.free).toBeGreaterThanOrEqual(20);
    const { authToken } = await session("starter@quad.test");
    const res = await t.injectAs(authToken, { method: "GET", url: "/api/v1/partners/connections?user_type=all" });
    expect(res.statusCode).toBe(200);
    const rows = res.json().connections as { email: string | null; contact_locked: boolean }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.contact_locked && r.email === null)).toBe(true);
  });

  it("shows the FREE PLAN badge to the starter only", async () => {
    for (const [email, plan] of [
      ["university@quad.test", "paid"],
      ["client@quad.test", "paid"],
      ["starter@quad.test", "free"],
    ] as const) {
      const { authToken } = await session(email);
      const res = await t.injectAs(authToken, {
        method: "POST",
        url: "/api/v1/partners/dashboards/new_connections",
        payload: {},
      });
      expect(res.statusCode, email).toBe(200);
      expect(res.json().connection_plan, email).toBe(plan);
    }
  });
});

describeDirectApply(() => ({
  t,
  other: other.db,
  storage: t.app.ctx.storage,
  now: NOW,
  password: PASSWORD,
  clock(at) {
    clock = at;
  },
}));
