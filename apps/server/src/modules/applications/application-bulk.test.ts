import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createApplication, createProgram } from "../../test/application-fixtures.ts";
import { studentApplicationEvents, studentApplications } from "./applications.table.ts";

const API = "/api/v1/partners";
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let other: Signed;
let programId: number;
let otherProgramId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-11-26T12:00:00Z") });
  uni = await t.createSignedIn("University");
  other = await t.createSignedIn("University");
  programId = (await createProgram(t.db, uni.partner.id, { name: "Law" })).program.id;
  otherProgramId = (await createProgram(t.db, other.partner.id)).program.id;
});
afterAll(async () => t?.close());

const make = (values: Partial<typeof studentApplications.$inferInsert> = {}) =>
  createApplication(t.db, { partnerId: uni.partner.id, programId, ...values });
const bulk = (who: Signed, payload: object) =>
  t.injectAs(who.token, { method: "POST", url: `${API}/student_applications/bulk`, payload });
const statusOf = async (ids: number[]) =>
  Object.fromEntries(
    (
      await t.db
        .select({ id: studentApplications.id, status: studentApplications.status, result: studentApplications.result })
        .from(studentApplications)
        .where(inArray(studentApplications.id, ids))
    ).map((r) => [r.id, `${r.status}/${r.result ?? "-"}`]),
  );

describe("POST student_applications/bulk", () => {
  it("starts review where it holds and reports the others refused with their reason", async () => {
    const fresh = await make();
    const reviewing = await make({ status: "in_review" });
    const closed = await make({ status: "withdrawn" });
    const foreign = await createApplication(t.db, { partnerId: other.partner.id, programId: otherProgramId });
    const res = await bulk(uni, {
      action: "start_review",
      ids: [fresh.id, reviewing.id, closed.id, foreign.id, 999999],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { id: fresh.id, outcome: "done", reason: null, status: "in_review", result: null },
        {
          id: reviewing.id,
          outcome: "refused",
          reason: "Only a submitted application can go into review; this one is in review",
          status: null,
          result: null,
        },
        {
          id: closed.id,
          outcome: "refused",
          reason: "Only a submitted application can go into review; this one is withdrawn",
          status: null,
          result: null,
        },
        {
          id: foreign.id,
          outcome: "refused",
          reason: `Application ${foreign.id} not found`,
          status: null,
          result: null,
        },
        { id: 999999, outcome: "refused", reason: "Application 999999 not found", status: null, result: null },
      ],
      done: 1,
      refused: 4,
      csv_url: null,
    });
    expect(await statusOf([fresh.id, reviewing.id, closed.id, foreign.id])).toEqual({
      [fresh.id]: "in_review/-",
      [reviewing.id]: "in_review/-",
      [closed.id]: "withdrawn/-",
      [foreign.id]: "submitted/-",
    });
    const events = await t.db
      .select()
      .from(studentApplicationEvents)
      .where(inArray(studentApplicationEvents.application_id, [fresh.id, reviewing.id, closed.id]));
    expect(events.map((e) => [e.application_id, e.kind, e.to_value, e.actor_user_id])).toEqual([
      [fresh.id, "status", "in_review", uni.user.id],
    ]);
  });

  it("sets a result on the records in review and refuses the rest", async () => {
    const a = await make({ status: "in_review" });
    const b = await make();
    const c = await make({ status: "decided", result: "admitted", is_deposit_paid: true });
    const res = await bulk(uni, { action: "set_result", result: "waitlisted", ids: [a.id, b.id, c.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { id: number; outcome: string }) => [r.id, r.outcome])).toEqual([
      [a.id, "done"],
      [b.id, "refused"],
      [c.id, "refused"],
    ]);
    expect(body.results[2].reason).toBe("The deposit is paid: the result can no longer change");
    expect(await statusOf([a.id, b.id, c.id])).toEqual({
      [a.id]: "decided/waitlisted",
      [b.id]: "submitted/-",
      [c.id]: "decided/admitted",
    });
  });

  it("exports the selected records the institution owns as CSV", async () => {
    const a = await make({ first_name: "Selma", last_name: "Export" });
    const b = await make({ first_name: "+Plus", last_name: "Sign" });
    const foreign = await createApplication(t.db, {
      partnerId: other.partner.id,
      programId: otherProgramId,
      first_name: "Hidden",
    });
    const res = await bulk(uni, { action: "export", ids: [b.id, foreign.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ done: 2, refused: 1 });
    const file = await t.app.inject({ method: "GET", url: body.csv_url });
    const lines = file.rawPayload.toString("utf8").slice(1).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${b.id},'+Plus,Sign`);
    expect(lines[2]).toContain(`${a.id},Selma,Export`);
    expect(file.body).not.toContain("Hidden");
    expect(await statusOf([a.id])).toEqual({ [a.id]: "submitted/-" });
  });

  it("refuses a bad request with field messages", async () => {
    const missing = await bulk(uni, { action: "set_result", ids: [1] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty("result");
    expect((await bulk(uni, { action: "delete", ids: [1] })).statusCode).toBe(422);
    expect((await bulk(uni, { action: "export", ids: [] })).statusCode).toBe(422);
    expect((await bulk(uni, { action: "export", ids: Array.from({ length: 201 }, (_, i) => i + 1) })).statusCode).toBe(
      422,
    );
  });

  it("does nothing for a School (it owns no application)", async () => {
    const school = await t.createSignedIn("School");
    const a = await make();
    const res = await bulk(school, { action: "start_review", ids: [a.id] });
    expect(res.json()).toMatchObject({ done: 0, refused: 1 });
    const [row] = await t.db.select().from(studentApplications).where(eq(studentApplications.id, a.id));
    expect(row?.status).toBe("submitted");
  });
});
