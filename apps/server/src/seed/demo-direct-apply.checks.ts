import {
  APPLICATION_RESULTS,
  APPLICATION_STATUSES,
  FEE_STATUSES,
  OFFER_RESULTS,
  UCAS_CHOICES,
} from "@quad/contract/rules/application";
import { PROGRAM_STATUSES } from "@quad/contract/rules/program";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { studentApplications } from "../modules/applications/applications.table.ts";
import { connections } from "../modules/connections/connections.table.ts";
import { users } from "../modules/users/users.table.ts";
import type { Storage } from "../plugins/storage.ts";
import type { TestApp } from "../test/app.ts";
import { seedDemoWorld } from "./demo-world.ts";

interface World {
  t: TestApp;
  /** A second world, seeded without direct apply (as before issue 13). */
  other: Db;
  storage: Storage;
  now: Date;
  password: string;
  /** Sets the app's clock (undefined: the real one). */
  clock(at: Date | undefined): void;
}
type Row = {
  id: number;
  student: { user_id: number };
  program: { id: number };
  submitted_at: string;
  status: string;
  result: string | null;
  fee_status: string;
  choice: string | null;
  is_deposit_paid: boolean | null;
  is_new: boolean;
  is_overdue: boolean;
  document_upload_date: string | null;
};
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const PDF = "%PDF";
const PNG = "\x89PNG";

/**
 * Direct apply in the demo world (issue 13 §4), checked through the API on the world demo-world.test.ts seeds: the
 * demo University's and ApplicationClient's programs and applications in every state, their documents, and one
 * applicant's path from webinar to application as one timeline, with counts in step.
 */
export function describeDirectApply(world: () => World) {
  async function session(email: string) {
    const { t, password } = world();
    const res = await t.app.inject({ method: "POST", url: "/api/v1/partners/sessions", payload: { email, password } });
    expect(res.statusCode, email).toBe(200);
    const data = res.json().data as { authToken: string; partner_id: number };
    const call = async (method: "GET" | "POST", path: string, payload?: object) => {
      const answer = await t.app.inject({
        method,
        url: `/api/v1/partners/${path}`,
        headers: { authentication_token: data.authToken },
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, `${method} ${path}`).toBe(200);
      return answer;
    };
    return {
      partnerId: data.partner_id,
      get: async (path: string) => (await call("GET", path)).json(),
      post: async (path: string, payload: object) => (await call("POST", path, payload)).json(),
      raw: (path: string) =>
        t.app.inject({
          method: "GET",
          url: `/api/v1/partners/${path}`,
          headers: { authentication_token: data.authToken },
        }),
    };
  }
  type Session = Awaited<ReturnType<typeof session>>;

  /** Every application of a tab, page after page. */
  async function all(s: Session, tab: "upcoming" | "past") {
    const rows: Row[] = [];
    for (let page = 1; page <= 100; page += 1) {
      const body = await s.post("student_applications", { tab, page_no: page });
      rows.push(...(body.applications as Row[]));
      if (rows.length >= body.matched) return { rows, body };
    }
    throw new Error("too many pages");
  }

  /** The state of every application of a partner, from its list in both tabs, on the demo's day. */
  async function applicationsOf(s: Session) {
    const { clock, now } = world();
    clock(now);
    try {
      const upcoming = await all(s, "upcoming");
      const past = await all(s, "past");
      return { upcoming, past, rows: [...upcoming.rows, ...past.rows] };
    } finally {
      clock(undefined);
    }
  }

  const countBy = async (db: Db, partnerId: number) =>
    rowsOf<{ program_id: number; n: number }>(
      await db.execute(
        sql`select program_id, count(*)::int as n from student_applications where partner_id = ${partnerId} group by 1`,
      ),
    );

  describe("seedDemoWorld: direct apply (issue 13)", () => {
    it("gives the demo University programs in every status, a copy, and applicant counts that are its applications", async () => {
      const uni = await session("university@quad.test");
      const list = await uni.post("programs/list", { per_page: 100 });
      type P = { id: number; name: string; status: string; applicants: number };
      const programs = list.programs as P[];
      expect(new Set(programs.map((p) => p.status))).toEqual(new Set(PROGRAM_STATUSES));
      expect(programs.find((p) => p.name === "BSc Computer Science (copy)")?.status).toBe("draft");
      const counts = new Map((await countBy(world().t.db, uni.partnerId)).map((c) => [c.program_id, c.n]));
      for (const p of programs) expect(p.applicants, p.name).toBe(counts.get(p.id) ?? 0);
      expect(programs.filter((p) => p.applicants > 0).length).toBeGreaterThanOrEqual(5);
      // A complete active program: rounds, courses, content, tests, documents, a brochure and a banner that open.
      const cs = programs.find((p) => p.name === "BSc Computer Science") as P;
      const { program } = await uni.get(`programs/${cs.id}`);
      expect(program).toMatchObject({ status: "active", currency: "USD", missing_fields: {} });
      expect(program.intake_rounds).toHaveLength(3);
      expect(program.courses.length).toBeGreaterThan(0);
      expect(program.content.length).toBeGreaterThan(0);
      expect(program.tests.length).toBeGreaterThan(0);
      expect(program.required_documents).toEqual(["transcript", "passport", "personal_statement"]);
      const brochure = await uni.raw(`programs/${cs.id}/files/${program.brochure.id}`);
      expect(brochure.statusCode).toBe(200);
      expect(brochure.rawPayload.subarray(0, 4).toString("latin1")).toBe(PDF);
      const banner = await uni.raw(`programs/${cs.id}/files/${program.banners[0].id}`);
      expect(banner.rawPayload.subarray(0, 4).toString("latin1")).toBe(PNG);
    });

    it("answers the University every status, result, fee status and choice, in both tabs, with New and overdue rows", async () => {
      const uni = await session("university@quad.test");
      const { upcoming, past, rows } = await applicationsOf(uni);
      expect(upcoming.rows.length).toBeGreaterThan(20);
      expect(past.rows.length).toBeGreaterThan(20);
      const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
        await world().t.db.execute(
          sql`select count(*)::int as n from student_applications where partner_id = ${uni.partnerId}`,
        ),
      );
      expect(n).toBeGreaterThanOrEqual(140);
      expect(upcoming.body.data_count).toBe(n);
      expect(rows).toHaveLength(n);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(APPLICATION_STATUSES));
      expect(new Set(rows.map((r) => r.result).filter(Boolean))).toEqual(new Set(APPLICATION_RESULTS));
      expect(new Set(rows.map((r) => r.fee_status))).toEqual(new Set(FEE_STATUSES));
      expect(new Set(rows.map((r) => r.choice).filter(Boolean))).toEqual(new Set(UCAS_CHOICES));
      expect(new Set(rows.map((r) => r.is_deposit_paid))).toEqual(new Set([null, true, false]));
      const newRows = rows.filter((r) => r.is_new);
      expect(newRows.length).toBeGreaterThan(5);
      expect(newRows.every((r) => r.status === "submitted" || r.status === "withdrawn")).toBe(true);
      expect(rows.filter((r) => r.is_overdue).length).toBeGreaterThan(5);
      expect(rows.some((r) => r.is_new && r.is_overdue)).toBe(true);
      expect(rows.some((r) => r.is_new && !r.is_overdue)).toBe(true);
      // Submitted over the last ten months.
      const ages = rows.map((r) => (world().now.getTime() - Date.parse(r.submitted_at)) / 86_400_000);
      expect(Math.max(...ages)).toBeGreaterThan(240);
      expect(Math.min(...ages)).toBeLessThan(10);
      expect(Math.max(...ages)).toBeLessThan(330);
    });

    it("serves the applicants' documents to the institution, and no longer the one its staff deleted", async () => {
      const uni = await session("university@quad.test");
      const [opened] = await world()
        .t.db.select({ id: studentApplications.id })
        .from(studentApplications)
        .where(and(eq(studentApplications.partner_id, uni.partnerId), eq(studentApplications.is_new, false)))
        .limit(1);
      const { application } = await uni.get(`student_applications/${opened?.id}`);
      expect(application.documents.length).toBeGreaterThanOrEqual(2);
      for (const d of application.documents as { id: number; content_type: string }[]) {
        const file = await uni.raw(`student_application_documents/${d.id}`);
        expect(file.statusCode).toBe(200);
        expect(file.headers["content-type"]).toContain(d.content_type);
        expect(file.rawPayload.subarray(0, 4).toString("latin1")).toBe(d.content_type === "image/png" ? PNG : PDF);
      }
      const [deleted] = rowsOf<{ id: number; application_id: number }>(
        await world().t.db.execute(
          sql`select id, application_id from student_application_documents where partner_id = ${uni.partnerId} and is_deleted`,
        ),
      );
      expect(deleted).toBeDefined();
      expect((await uni.raw(`student_application_documents/${deleted?.id}`)).statusCode).toBe(404);
      const detail = await uni.get(`student_applications/${deleted?.application_id}`);
      const staffDocs = detail.application.university_documents as { id: number; is_deleted: boolean }[];
      expect(staffDocs.find((d) => d.id === deleted?.id)?.is_deleted).toBe(true);
      expect(staffDocs.some((d) => !d.is_deleted)).toBe(true);
    });

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
      for (const r of offered)
        expect(stateOf.get(r.student.user_id)?.list_state, `application ${r.id}`).toBe("offered");

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
      // Its applicants became its connections through their applications.
      const mine = await world()
        .t.db.select({ source: connections.source })
        .from(connections)
        .where(eq(connections.partner_id, client.partnerId));
      expect(new Set(mine.map((c) => c.source))).toEqual(new Set(["application"]));
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
  });
}
