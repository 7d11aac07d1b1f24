import { OFFER_RESULTS } from "@quad/contract/rules/application";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { studentApplications } from "../../modules/applications/applications.table.ts";
import { connections } from "../../modules/connections/connections.table.ts";
import { users } from "../../modules/users/users.table.ts";
import { seedDemoWorld } from "../../seed/demo-world.ts";
import { type DirectApplyHelpers, type Row, rowsOf, type World } from "./direct-apply-helpers.ts";

/** One applicant's path and every application's history, the ApplicationClient's and guests' views, and a re-seed. */
export function describeDirectApplyPaths(world: () => World, { session, applicationsOf }: DirectApplyHelpers) {
  it("reads an applicant's path from webinar to offer as one timeline, their connection moved along", async () => {
    const uni = await session("university@quad.test");
    const { rows } = await applicationsOf(uni);
    const offered = rows.filter((r) => r.result && OFFER_RESULTS.includes(r.result as never));
    expect(offered.length).toBeGreaterThan(10);
    const db = world().t.db;
    const people = await db
      .select({ id: connections.id, person_id: connections.person_id, list_state: connections.list_state })
      .from(connections)
      .where(eq(connections.partner_id, uni.partnerId));
    const stateOf = new Map(people.map((c) => [c.person_id, c]));
    // Every applicant is a connection at least applying; an offer has made them offered.
    for (const r of rows)
      expect(["applying", "applied", "offered"], `application ${r.id}`).toContain(
        stateOf.get(r.student.user_id)?.list_state,
      );
    for (const r of offered) expect(stateOf.get(r.student.user_id)?.list_state, `application ${r.id}`).toBe("offered");

    const r = offered[0] as Row;
    type A = { source: string; kind: string; occurred_at: string };
    const timeline: A[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const body = await uni.get(`student_applications/${r.id}/activities?page_no=${page}`);
      timeline.push(...(body.activities as A[]));
      if (timeline.length >= body.total) break;
    }
    const submitted = timeline.find((a) => a.source === "application" && a.kind === "submitted");
    expect(submitted?.occurred_at).toBe(r.submitted_at);
    expect(timeline.some((a) => a.source === "engagement" && a.kind === "applied")).toBe(true);
    expect(timeline.some((a) => a.source === "application" && a.kind === "result")).toBe(true);
    const before = timeline.filter((a) => a.source === "engagement" && a.occurred_at < r.submitted_at);
    expect(before.length, "what they did before applying").toBeGreaterThan(0);
    const connection = stateOf.get(r.student.user_id);
    const engagements = await uni.get(`connections/${connection?.id}/engagements`);
    expect(engagements.engagements.some((e: { kind: string }) => e.kind === "applied")).toBe(true);
    const detail = await uni.get(`connections/${connection?.id}`);
    expect(detail.connection.list_state).toBe("offered");
  });

  it("keeps every application's history in step with its state, in time, told to the team that was there", async () => {
    const db = world().t.db;
    const now = world().now.getTime();
    const apps = await db.select().from(studentApplications);
    const events = rowsOf<{ application_id: number; kind: string; to_value: string | null; created_at: string }>(
      await db.execute(
        sql`select application_id, kind, to_value, created_at from student_application_events order by created_at, id`,
      ),
    );
    for (const a of apps) {
      const mine = events.filter((e) => e.application_id === a.id);
      const label = `application ${a.id} (${a.status})`;
      expect(mine[0]?.kind, label).toBe("submitted");
      expect(new Date(mine[0]?.created_at ?? 0).getTime(), label).toBe(a.submitted_at.getTime());
      const moves = mine.filter((e) => e.kind === "status" || e.kind === "submitted");
      expect(moves.at(-1)?.to_value, label).toBe(a.status);
      expect(new Date(moves.at(-1)?.created_at ?? 0).getTime(), label).toBe(a.status_changed_at.getTime());
      const results = mine.filter((e) => e.kind === "result");
      expect(results.at(-1)?.to_value ?? null, label).toBe(a.result);
      for (const e of mine) expect(new Date(e.created_at).getTime(), label).toBeLessThanOrEqual(now);
    }
    // One 'applied' activity per application, with the institution.
    const applied = rowsOf<{ partner_id: number; n: number }>(
      await db.execute(sql`select partner_id, count(*)::int as n from activities where kind = 'applied' group by 1`),
    );
    const perPartner = rowsOf<{ partner_id: number; n: number }>(
      await db.execute(sql`select partner_id, count(*)::int as n from student_applications group by 1`),
    );
    expect(applied.sort((x, y) => x.partner_id - y.partner_id)).toEqual(
      perPartner.sort((x, y) => x.partner_id - y.partner_id),
    );
    // The team is told of each application, but nobody of what happened before they joined.
    const told = rowsOf<{ n: number; early: number }>(
      await db.execute(sql`select count(*)::int as n,
          count(*) filter (where n.created_at < least(u.created_at, coalesce(u.email_confirmed_at, u.created_at)))::int as early
        from notifications n join users u on u.id = n.user_id
        where n.notification_type in ('StudentApplication', 'PartnerProgram')`),
    );
    expect(told[0]?.n).toBeGreaterThan(apps.length);
    expect(told[0]?.early).toBe(0);
  });

  it("gives the demo ApplicationClient programs of its own and of a university it represents, with applications", async () => {
    const client = await session("client@quad.test");
    const list = await client.post("programs/list", { per_page: 100 });
    type P = { status: string; partner: { id: number }; university: { id: number }; applicants: number };
    const programs = list.programs as P[];
    expect(new Set(programs.map((p) => p.status))).toEqual(new Set(["active", "inactive", "draft"]));
    expect(programs.some((p) => p.university.id === client.partnerId)).toBe(true);
    expect(programs.some((p) => p.university.id !== client.partnerId)).toBe(true);
    const { rows } = await applicationsOf(client);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(programs.reduce((sum, p) => sum + p.applicants, 0)).toBe(rows.length);
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
    // Its applicants became its connections through their applications, and its sessions' registrants through them.
    const mine = await world()
      .t.db.select({ source: connections.source })
      .from(connections)
      .where(eq(connections.partner_id, client.partnerId));
    expect(new Set(mine.map((c) => c.source))).toEqual(new Set(["application", "webinar"]));
    const settings = await client.get("student_applications/settings");
    expect(settings.settings.review_days).toBe(10);
  });

  it("lets the demo guest follow their applications", async () => {
    const { t, password } = world();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/webinars/sessions",
      payload: { email: "guest@quad.test", password },
    });
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/v1/webinars/my-applications",
      headers: { authentication_token: res.json().data.authToken },
    });
    const applications = mine.json().applications as { result: string | null; documents: unknown[] }[];
    expect(applications.length).toBeGreaterThanOrEqual(1);
    expect(applications.some((a) => a.result === "conditional_offer")).toBe(true);
    expect(applications.every((a) => a.documents.length > 0)).toBe(true);

    // The bell holds one notification per change the institutions' staff made to their applications (decision 056).
    const bell = await t.app.inject({
      method: "GET",
      url: "/api/v1/webinars/notifications",
      headers: { authentication_token: res.json().data.authToken },
    });
    expect(bell.statusCode, bell.body).toBe(200);
    const told = bell.json() as {
      total: number;
      unread_count: number;
      notifications: { application_id: number; result: string | null }[];
    };
    const [changes] = rowsOf<{ n: number }>(
      await t.db.execute(sql`
        select count(distinct (e.application_id, e.created_at))::int as n
        from student_application_events e
        join student_applications a on a.id = e.application_id
        join webinar_users g on g.id = a.webinar_user_id
        where lower(g.email) = 'guest@quad.test' and e.actor_kind = 'staff' and e.kind in ('status', 'result')`),
    );
    expect(changes?.n).toBeGreaterThan(0);
    expect(told.total).toBe(changes?.n);
    expect(told.unread_count).toBeGreaterThan(0);
    const ids = new Set(applications.map((a) => (a as unknown as { id: number }).id));
    expect(told.notifications.every((n) => ids.has(n.application_id))).toBe(true);
    expect(told.notifications.some((n) => n.result === "conditional_offer")).toBe(true);
  });

  it("completes a world made before direct apply on the next seeding, once, as a new world has it", async () => {
    const { t, other, storage, now, password } = world();
    const statusCounts = async (db: Db) =>
      rowsOf<{ partner_id: number; status: string; n: number }>(
        await db.execute(
          sql`select a.partner_id, a.status, count(*)::int as n from student_applications a group by 1, 2 order by 1, 2`,
        ),
      );
    expect(await statusCounts(other)).toEqual([]);
    await seedDemoWorld(other, { scale: 1, password, now, storage });
    const made = await statusCounts(other);
    expect(made).toEqual(await statusCounts(t.db));
    await seedDemoWorld(other, { scale: 1, password, now, storage });
    expect(await statusCounts(other)).toEqual(made);
    const [admin] = await other.select({ id: users.id }).from(users).where(eq(users.email, "university@quad.test"));
    expect(admin).toBeDefined();
    // Two seedings of direct apply on a shared machine.
  }, 240_000);
}
