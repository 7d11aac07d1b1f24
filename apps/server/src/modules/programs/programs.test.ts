import { MESSAGES } from "@quad/contract/rules/messages";
import { PROGRAM_MESSAGES } from "@quad/contract/rules/program";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { completeProgram, newProgram, programCalls } from "../../test/programs.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { programs } from "./programs.table.ts";

let t: TestApp;
let call: ReturnType<typeof programCalls>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-11-26T12:00:00Z") });
  call = programCalls(t);
});
afterAll(async () => t.close());

describe("creating programs", () => {
  it("saves an incomplete draft and says what activation still needs", async () => {
    const { partner, token } = await t.createSignedIn("University");
    const res = await call.create(token, { name: "MSc Data Science" });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().program;
    expect(p).toMatchObject({
      name: "MSc Data Science",
      status: "draft",
      partner: { id: partner.id, name: partner.name },
      university: { id: partner.id, name: partner.name },
      intake_rounds: [],
      courses: [],
      brochure: null,
      banners: [],
      applicants: 0,
      allowed_actions: ["update", "save_draft", "activate", "delete", "copy"],
      missing_fields: {
        program_type: MESSAGES.required,
        currency: MESSAGES.required,
        intake_rounds: PROGRAM_MESSAGES.roundNeeded,
      },
    });
    expect((await call.get(token, p.id)).json()).toEqual(res.json());
  });

  it("creates a complete program from a multipart form and activates it, stripping commas from costs", async () => {
    const { token } = await t.createSignedIn("University");
    const res = await call.createForm(token, completeProgram({ action: "activate", application_fee: "1,000" }));
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().program;
    expect(p).toMatchObject({
      status: "active",
      program_type: "undergraduate",
      currency: "GBP",
      min_cost: 12500,
      max_cost: 18000,
      application_fee: 1000,
      content: [{ title: "Overview", body: "A rigorous degree." }],
      tests: [{ test: "IELTS", min_score: "6.5" }],
      required_documents: ["transcript", "passport"],
      courses: [{ name: "Economics" }, { name: "Economics with Finance" }],
      intake_rounds: [
        { name: "Fall 2027", start_date: "2027-09-20", opening_date: "2026-10-01", deadline: "2027-01-31" },
        { name: "Spring 2028", start_date: "2028-02-01", opening_date: "2027-03-01", deadline: "2027-10-31" },
      ],
      missing_fields: {},
      allowed_actions: ["update", "deactivate", "delete", "copy"],
    });
  });

  it("refuses to activate an incomplete program, listing every missing field", async () => {
    const { token } = await t.createSignedIn("University");
    const res = await call.create(token, {
      name: "Half done",
      action: "activate",
      intake_rounds: [{ name: "Fall", start_date: "2027-09-01" }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      program_type: MESSAGES.required,
      currency: MESSAGES.required,
      intake_rounds: PROGRAM_MESSAGES.roundNeeded,
    });
    const draft = await newProgram(t, token, { name: "Half done" });
    const activate = await call.update(token, draft.id, { action: "activate", currency: "EUR" });
    expect(activate.statusCode).toBe(422);
    expect(Object.keys(activate.json().errors).sort()).toEqual(["intake_rounds", "program_type"]);
    expect((await call.get(token, draft.id)).json().program).toMatchObject({ status: "draft", currency: null });
  });

  it("keeps drafts consistent: opening before deadline, min cost at most max cost, a short description, real dates", async () => {
    const { token } = await t.createSignedIn("University");
    const bad = await call.create(token, {
      name: "Inconsistent",
      min_cost: "20,000",
      max_cost: "10,000",
      intake_rounds: [{ name: "Fall", opening_date: "2027-02-01", deadline: "2027-01-31" }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ "intake_rounds.0.deadline": PROGRAM_MESSAGES.deadlineBeforeOpening });
    const costs = await call.create(token, { name: "Costs", min_cost: "20,000", max_cost: "10,000" });
    expect(costs.json().errors).toEqual({ max_cost: PROGRAM_MESSAGES.maxBelowMin });
    const fields = await call.create(token, {
      name: "Fields",
      description: "x".repeat(251),
      min_cost: "12.345",
      currency: "XXX",
      intake_rounds: [{ name: "Fall", start_date: "2027-02-30" }],
      courses: [{ name: "Law" }, { name: "law" }],
    });
    expect(fields.statusCode).toBe(422);
    expect(fields.json().errors).toMatchObject({
      description: PROGRAM_MESSAGES.description,
      min_cost: PROGRAM_MESSAGES.invalidCost,
      "intake_rounds.0.start_date": "must be a date (YYYY-MM-DD)",
      courses: PROGRAM_MESSAGES.duplicateCourses,
    });
    expect(fields.json().errors.currency).toBeTruthy();
    expect((await call.list(token)).json().total).toBe(0);
  });
});

describe("the status machine", () => {
  it("toggles active and inactive, and refuses what the status does not allow with 409", async () => {
    const { token } = await t.createSignedIn("University");
    const p = await newProgram(t, token, completeProgram({ action: "activate" }));
    const off = await call.update(token, p.id, { action: "deactivate" });
    expect(off.json().program.status).toBe("inactive");
    expect((await call.update(token, p.id, { action: "deactivate" })).statusCode).toBe(409);
    const on = await call.update(token, p.id, { action: "activate" });
    expect(on.json().program.status).toBe("active");
    const draft = await call.update(token, p.id, { action: "save_draft" });
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toEqual({
      error: `Program ${p.id} is active and cannot be saved as a draft`,
      status: "active",
      allowed_actions: ["update", "deactivate", "delete", "copy"],
    });
  });

  it("keeps an active program complete when it is edited", async () => {
    const { token } = await t.createSignedIn("University");
    const p = await newProgram(t, token, completeProgram({ action: "activate" }));
    const res = await call.update(token, p.id, { currency: null, intake_rounds: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      currency: MESSAGES.required,
      intake_rounds: PROGRAM_MESSAGES.roundNeeded,
    });
  });

  it("leaves review outcomes to Quad: a program under review is edited as it is, a declined one reworked as a draft", async () => {
    const { token } = await t.createSignedIn("University");
    const review = await newProgram(t, token, completeProgram());
    const declined = await newProgram(t, token, completeProgram({ name: "Declined one" }));
    await t.db.update(programs).set({ status: "pending_review" }).where(eq(programs.id, review.id));
    await t.db.update(programs).set({ status: "declined" }).where(eq(programs.id, declined.id));

    const edited = await call.update(token, review.id, { name: "Renamed under review" });
    expect(edited.json().program).toMatchObject({ status: "pending_review", name: "Renamed under review" });
    const activate = await call.update(token, review.id, { action: "activate" });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().error).toContain("being reviewed by Quad");

    expect((await call.update(token, declined.id, { name: "x" })).statusCode).toBe(409);
    const reworked = await call.update(token, declined.id, { action: "save_draft", name: "Reworked" });
    expect(reworked.json().program).toMatchObject({ status: "draft", name: "Reworked" });
  });

  it("tells the rest of the team when a program is activated or deactivated", async () => {
    const admin = await t.createSignedIn("University");
    const colleague = await t.createUser({ partner_id: admin.partner.id, role: "member" });
    const p = await newProgram(t, admin.token, completeProgram({ name: "Announced" }));
    await call.update(admin.token, p.id, { action: "activate" });
    await call.update(admin.token, p.id, { action: "deactivate" });
    const rows = await t.db
      .select({ user_id: notifications.user_id, type: notifications.notification_type, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.partner_id, admin.partner.id));
    const actor = `${admin.user.first_name} ${admin.user.last_name}`;
    expect(rows).toEqual([
      { user_id: colleague.id, type: "PartnerProgram", message: `${actor} activated the program Announced` },
      { user_id: colleague.id, type: "PartnerProgram", message: `${actor} deactivated the program Announced` },
    ]);
  });
});

describe("editing", () => {
  it("changes only the fields sent, keeping rounds and courses by id (their applications keep pointing at them)", async () => {
    const { token } = await t.createSignedIn("University");
    const p = await newProgram(t, token);
    const before = (await call.get(token, p.id)).json().program;
    const [fall, spring] = before.intake_rounds;
    const [econ, finance] = before.courses;
    const res = await call.update(token, p.id, {
      intake_rounds: [
        { ...spring, name: "Spring 2028 (late)" },
        { name: "Summer 2028", start_date: "2028-06-01" },
      ],
      // Swapped names must not collide with the courses' unique names.
      courses: [
        { id: econ.id, name: finance.name },
        { id: finance.id, name: econ.name },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().program;
    expect(after.name).toBe(before.name);
    expect(after.min_cost).toBe(12500);
    expect(after.content).toEqual(before.content);
    expect(after.intake_rounds[0]).toEqual({ ...spring, name: "Spring 2028 (late)" });
    expect(after.intake_rounds[1]).toMatchObject({ name: "Summer 2028", start_date: "2028-06-01", deadline: null });
    expect(after.intake_rounds.map((r: { id: number }) => r.id)).not.toContain(fall.id);
    expect(after.courses).toEqual([
      { id: econ.id, name: finance.name },
      { id: finance.id, name: econ.name },
    ]);
  });

  it("clears fields sent blank, and refuses ids of rounds and courses that are not the program's", async () => {
    const { token } = await t.createSignedIn("University");
    const p = await newProgram(t, token);
    const other = (await call.get(token, (await newProgram(t, token)).id)).json().program;
    const cleared = await call.update(token, p.id, { description: "", min_cost: "", program_type: "" });
    expect(cleared.json().program).toMatchObject({ description: null, min_cost: null, program_type: null });
    const round = await call.update(token, p.id, { intake_rounds: [{ id: other.intake_rounds[0].id, name: "x" }] });
    expect(round.json()).toEqual({ errors: { intake_rounds: PROGRAM_MESSAGES.unknownRound } });
    const course = await call.update(token, p.id, { courses: [{ id: other.courses[0].id, name: "x" }] });
    expect(course.json()).toEqual({ errors: { courses: PROGRAM_MESSAGES.unknownCourse } });
  });
});
