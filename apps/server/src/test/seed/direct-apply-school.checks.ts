import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { type DirectApplyHelpers, rowsOf, type World } from "./direct-apply-helpers.ts";

/** The demo school's side (issue 24 §1, decisions 072–074): its students applied and shared, its counsellor wrote. */
export function describeDirectApplySchool(world: () => World, { session, applicationsOf }: DirectApplyHelpers) {
  it("gives the demo school its students' shared applications, with its counsellor's documents", async () => {
    const school = await session("school@quad.test");
    const { rows } = await applicationsOf(school);
    const shared = rowsOf<{ id: number; school_partner_id: number }>(
      await world().t.db.execute(
        sql`select id, school_partner_id from student_applications where shared_school_id = ${school.partnerId}`,
      ),
    );
    // Students who applied and shared, all of them the school's own; the list is exactly those.
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((a) => a.school_partner_id === school.partnerId)).toBe(true);
    expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(shared.map((a) => a.id).sort((x, y) => x - y));
    // Sharing is each student's choice: the school sees no more than its students made.
    const [named] = rowsOf<{ n: number }>(
      await world().t.db.execute(
        sql`select count(*)::int as n from student_applications where school_partner_id = ${school.partnerId}`,
      ),
    );
    expect(named?.n ?? 0).toBeGreaterThanOrEqual(shared.length);
    // The counsellor's documents, which the university sees as from the school.
    const letters = rowsOf<{ application_id: number }>(
      await world().t.db.execute(
        sql`select application_id from student_application_documents where school_partner_id = ${school.partnerId}`,
      ),
    );
    expect(letters.length).toBeGreaterThan(0);
    const detail = await school.get(`student_applications/${letters[0]?.application_id}`);
    expect(detail.application.personal).toEqual({});
    expect(
      (detail.application.documents as { from_school: { id: number } | null }[]).some(
        (d) => d.from_school?.id === school.partnerId,
      ),
    ).toBe(true);
    // Its catalogue: active programs of the universities, counting its own students' shared applications.
    const catalogue = await school.post("programs/list", { per_page: 100 });
    expect(catalogue.programs.length).toBeGreaterThan(0);
    expect(catalogue.programs.every((p: { status: string }) => p.status === "active")).toBe(true);
  });
}
