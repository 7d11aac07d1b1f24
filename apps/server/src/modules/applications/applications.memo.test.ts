// The applications list is remembered per institution and version (migration 0033, decision 052 amended): every
// change to what it shows must show at once, whatever wrote it, and the clock must move days in status, the
// overdue marker and the tabs with nothing written.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createApplication, createProgram } from "../../test/application-fixtures.ts";
import { partners } from "../partners/partners.table.ts";
import { programCourses, programIntakeRounds, programs } from "../programs/programs.table.ts";
import { studentApplications } from "./applications.table.ts";

const API = "/api/v1/partners";
const DAY = 86_400_000;
let clock = new Date("2026-11-26T17:00:00Z");
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
type Row = { id: number; [k: string]: unknown };
type Answer = { applications: Row[]; matched: number; total: number; past_count: number; data_count: number };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t?.close());

async function list(who: Signed, payload: object = {}): Promise<Answer> {
  const res = await t.injectAs(who.token, { method: "POST", url: `${API}/student_applications`, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const rowOf = (answer: Answer, id: number) => answer.applications.find((a) => a.id === id);
const counts = ({ matched, total, past_count, data_count }: Answer) => ({ matched, total, past_count, data_count });

describe("the remembered applications list", () => {
  it("shows a change through the API, and one written by SQL, at once in the list and its counts", async () => {
    const uni = await t.createSignedIn("University");
    const { program } = await createProgram(t.db, uni.partner.id, { name: "Physics" });
    const base = { partnerId: uni.partner.id, programId: program.id, start_date: "2027-09-01" };
    const a = await createApplication(t.db, { ...base, first_name: "Ann" });
    const b = await createApplication(t.db, { ...base, first_name: "Bea", status: "in_review" });
    const c = await createApplication(t.db, { ...base, first_name: "Cal" });
    const submitted = { filters: { status: ["submitted"] } };
    const byStatus = { sort_params: { sort_by: "status", sort_direction: "asc" } };
    expect(counts(await list(uni))).toEqual({ matched: 3, total: 3, past_count: 0, data_count: 3 });
    expect((await list(uni, submitted)).matched).toBe(2);
    expect((await list(uni, byStatus)).applications.map((r) => r.id)).toEqual([a.id, c.id, b.id]);
    // the same questions again: remembered, the same answers
    expect(counts(await list(uni))).toEqual({ matched: 3, total: 3, past_count: 0, data_count: 3 });

    const review = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/student_applications/${a.id}`,
      payload: { status: "in_review" },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect((await list(uni, submitted)).matched).toBe(1);
    expect(rowOf(await list(uni), a.id)).toMatchObject({ status: "in_review", is_new: true });
    expect((await list(uni, byStatus)).applications.map((r) => r.id)).toEqual([c.id, a.id, b.id]);

    // reading an application changes nothing; saying it was seen clears its New badge in the list
    expect(
      (await t.injectAs(uni.token, { method: "GET", url: `${API}/student_applications/${a.id}` })).statusCode,
    ).toBe(200);
    expect(rowOf(await list(uni), a.id)).toMatchObject({ is_new: true });
    expect(
      (await t.injectAs(uni.token, { method: "POST", url: `${API}/student_applications/${a.id}/seen` })).statusCode,
    ).toBe(204);
    expect(rowOf(await list(uni), a.id)).toMatchObject({ is_new: false });

    // written outside the service: a withdrawal moves C to the past tab, a new application counts
    await t.db.update(studentApplications).set({ status: "withdrawn" }).where(eq(studentApplications.id, c.id));
    expect(counts(await list(uni))).toEqual({ matched: 2, total: 2, past_count: 1, data_count: 3 });
    expect((await list(uni, { tab: "past" })).applications.map((r) => r.id)).toEqual([c.id]);
    expect((await list(uni, submitted)).matched).toBe(0);
    const d = await createApplication(t.db, { ...base, first_name: "Dan" });
    expect(counts(await list(uni))).toEqual({ matched: 3, total: 3, past_count: 1, data_count: 4 });
    expect((await list(uni, submitted)).matched).toBe(1);
    expect((await list(uni, { search_text: "dan" })).applications.map((r) => r.id)).toEqual([d.id]);
  });

  it("follows renamed programs, courses, intake rounds and schools", async () => {
    const uni = await t.createSignedIn("University");
    const school = await t.createSignedIn("School");
    const made = await createProgram(
      t.db,
      uni.partner.id,
      { name: "Chemistry" },
      { courses: ["Organic"], rounds: [{ name: "Fall", start_date: "2027-09-01" }] },
    );
    const course = made.courses[0];
    const round = made.rounds[0];
    if (!course || !round) throw new Error("program parts not made");
    const app = await createApplication(t.db, {
      partnerId: uni.partner.id,
      programId: made.program.id,
      course_id: course.id,
      intake_round_id: round.id,
      school_partner_id: school.partner.id,
      start_date: "2027-09-01",
    });
    expect(rowOf(await list(uni), app.id)).toMatchObject({ program: { name: "Chemistry" } });

    await t.db.update(programs).set({ name: "Chemistry BSc" }).where(eq(programs.id, made.program.id));
    await t.db.update(programCourses).set({ name: "Inorganic" }).where(eq(programCourses.id, course.id));
    await t.db.update(programIntakeRounds).set({ name: "Autumn" }).where(eq(programIntakeRounds.id, round.id));
    expect(rowOf(await list(uni), app.id)).toMatchObject({
      program: { name: "Chemistry BSc" },
      course: { name: "Inorganic" },
      intake_round: { name: "Autumn" },
    });
    await t.db.update(partners).set({ name: "Renamed High" }).where(eq(partners.id, school.partner.id));
    expect(rowOf(await list(uni), app.id)).toMatchObject({ school: { id: school.partner.id, name: "Renamed High" } });
    await t.db.update(partners).set({ name: "Renamed University" }).where(eq(partners.id, uni.partner.id));
    expect(rowOf(await list(uni), app.id)).toMatchObject({ institution: { name: "Renamed University" } });
  });

  it("moves days in status, the overdue marker and the tabs with the clock, nothing written", async () => {
    const start = clock;
    try {
      const uni = await t.createSignedIn("University"); // America/New_York
      const { program } = await createProgram(t.db, uni.partner.id);
      const changed = new Date(start.getTime() - 13 * DAY - 23 * 3_600_000);
      const app = await createApplication(t.db, {
        partnerId: uni.partner.id,
        programId: program.id,
        status_changed_at: changed,
        start_date: "2026-11-26",
      });
      const overdue = { filters: { application_status: ["overdue"] } };
      expect(rowOf(await list(uni), app.id)).toMatchObject({ days_in_status: 13, is_overdue: false });
      expect((await list(uni, overdue)).matched).toBe(0);

      clock = new Date(changed.getTime() + 14 * DAY); // exactly the review days (14): not yet overdue
      expect(rowOf(await list(uni), app.id)).toMatchObject({ days_in_status: 14, is_overdue: false });
      clock = new Date(clock.getTime() + 1);
      expect(rowOf(await list(uni), app.id)).toMatchObject({ days_in_status: 14, is_overdue: true });
      expect((await list(uni, overdue)).matched).toBe(1);

      // the intake starts on 2026-11-26; 2026-11-27 begins in New York at 05:00 UTC: then it is in the past tab
      clock = new Date("2026-11-27T04:59:59Z");
      expect(counts(await list(uni))).toEqual({ matched: 1, total: 1, past_count: 0, data_count: 1 });
      clock = new Date("2026-11-27T05:00:00Z");
      expect(counts(await list(uni))).toEqual({ matched: 0, total: 0, past_count: 1, data_count: 1 });
    } finally {
      clock = start;
    }
  });
});
