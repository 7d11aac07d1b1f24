import {
  APPLICATION_RESULTS,
  APPLICATION_STATUSES,
  FEE_STATUSES,
  UCAS_CHOICES,
} from "@quad/contract/rules/application";
import { PROGRAM_STATUSES } from "@quad/contract/rules/program";
import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { studentApplications } from "../../modules/applications/applications.table.ts";
import { type DirectApplyHelpers, PDF, PNG, rowsOf, type World } from "./direct-apply-helpers.ts";

/** The demo institutions' programs, their applications in every state, and their documents. */
export function describeDirectApplyLists(world: () => World, { session, applicationsOf, countBy }: DirectApplyHelpers) {
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
}
