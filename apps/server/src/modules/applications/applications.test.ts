import type {
  ApplicationActivitiesResponseSchema,
  ApplicationResponse,
  ApplicationResultsResponseSchema,
  CommentResponseSchema,
  CommentsResponseSchema,
  ResetChoicesResponseSchema,
} from "@quad/contract/api/applications";
import type { ApplicationsListResponseSchema } from "@quad/contract/api/applications-list";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createApplicant, createApplication, createProgram } from "../../test/application-fixtures.ts";
import { connectionStateChanges, connections } from "../connections/connections.table.ts";
import { createGuestNotifications } from "../guest-notifications/guest-notifications.service.ts";
import { outbox } from "../mail/mail.table.ts";
import { activities } from "../webinars/webinars.table.ts";
import { studentApplicationEvents, studentApplications } from "./applications.table.ts";
import { createDecisionRelease } from "./decision-release.service.ts";

const API = "/api/v1/partners";
let clock = new Date("2026-11-26T12:00:00Z");
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let other: Signed;
let school: Signed;
let programId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  uni = await t.createSignedIn("University");
  other = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
  programId = (await createProgram(t.db, uni.partner.id, { name: "Marine Biology" })).program.id;
});
afterAll(async () => t?.close());

const call = (who: Signed, method: "GET" | "PUT" | "POST", path: string, payload?: object) =>
  t.injectAs(who.token, { method, url: `${API}/${path}`, ...(payload ? { payload } : {}) });
/** The answer of a call that must succeed, read as the contract's answer type T. */
async function ok<T = ApplicationResponse>(
  res: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status = 200,
): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
}
type Results = z.infer<typeof ApplicationResultsResponseSchema>;
type Activities = z.infer<typeof ApplicationActivitiesResponseSchema>;
type Reset = z.infer<typeof ResetChoicesResponseSchema>;
type Comments = z.infer<typeof CommentsResponseSchema>;
type Comment = z.infer<typeof CommentResponseSchema>;
type List = z.infer<typeof ApplicationsListResponseSchema>;
/** A fresh application of the university; its applicant is a guest writing in `locale`. */
async function application(
  values: Partial<typeof studentApplications.$inferInsert> = {},
  locale: "en-US" | "zh-CN" = "en-US",
) {
  const applicant = await createApplicant(t.db, { locale, first_name: "Mei" });
  return createApplication(t.db, {
    partnerId: uni.partner.id,
    programId,
    personId: applicant.personId,
    guestId: applicant.guestId,
    email: applicant.email,
    first_name: "Mei",
    status_changed_at: new Date("2026-11-20T12:00:00Z"),
    ...values,
  });
}
const mailsTo = async (to: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.to_address, to)).orderBy(desc(outbox.id))).map((m) => m.subject);

describe("GET student_applications/{id}", () => {
  it("answers the detail with its sections, actions and review days, and changes nothing; seen clears New", async () => {
    const app = await application({ personal: { city: "Kyoto" }, tests: [{ test: "ielts", score: "7.5" }] });
    const body = await ok(call(uni, "GET", `student_applications/${app.id}`));
    expect(body.application).toMatchObject({
      id: app.id,
      program: { id: programId, name: "Marine Biology" },
      student: { user_id: app.person_id },
      personal: { city: "Kyoto" },
      tests: [{ test: "ielts", score: "7.5" }],
      documents: [],
      university_documents: [],
      review_days: 14,
      is_new: true,
      days_in_status: 6,
      actions: { can_start_review: true, can_choose_result: false, can_set_deposit: false },
    });
    const again = await ok(call(uni, "GET", `student_applications/${app.id}`));
    expect(again.application.is_new).toBe(true);
    const seen = await call(uni, "POST", `student_applications/${app.id}/seen`);
    expect(seen.statusCode, seen.body).toBe(204);
    expect(seen.body).toBe("");
    const after = await ok(call(uni, "GET", `student_applications/${app.id}`));
    expect(after.application.is_new).toBe(false);
    for (const who of [other, school]) {
      const res = await call(who, "POST", `student_applications/${app.id}/seen`);
      expect(res.statusCode).toBe(404);
    }
  });

  it("is not found for another institution and for a School", async () => {
    const app = await application();
    for (const who of [other, school]) {
      const res = await call(who, "GET", `student_applications/${app.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: `Application ${app.id} not found` });
    }
  });
});

describe("PUT student_applications/{id} (the review)", () => {
  it("starts review, chooses a result, takes the deposit, each change audited and mailed in the applicant's language", async () => {
    const app = await application({}, "zh-CN");
    clock = new Date("2026-11-27T09:00:00Z");
    const review = await ok(
      call(uni, "PUT", `student_applications/${app.id}`, { status: "in_review", note: "Looks complete" }),
    );
    expect(review.application).toMatchObject({ status: "in_review", status_class_name: "warning", days_in_status: 0 });
    const decided = await ok(call(uni, "PUT", `student_applications/${app.id}`, { result: "admitted" }));
    expect(decided.application).toMatchObject({ status: "decided", result: "admitted", result_class_name: "success" });
    const paid = await ok(call(uni, "PUT", `student_applications/${app.id}`, { is_deposit_paid: true }));
    expect(paid.application).toMatchObject({ status: "completed", is_deposit_paid: true });
    const events = await t.db
      .select()
      .from(studentApplicationEvents)
      .where(eq(studentApplicationEvents.application_id, app.id))
      .orderBy(studentApplicationEvents.id);
    expect(events.map((e) => [e.kind, e.from_value, e.to_value, e.actor_user_id, e.actor_kind])).toEqual([
      ["status", "submitted", "in_review", uni.user.id, "staff"],
      ["status", "in_review", "decided", uni.user.id, "staff"],
      ["result", null, "admitted", uni.user.id, "staff"],
      ["status", "decided", "completed", uni.user.id, "staff"],
      ["deposit", null, "paid", uni.user.id, "staff"],
    ]);
    expect(events[0]?.note).toBe("Looks complete");
    const [row] = await t.db.select().from(studentApplications).where(eq(studentApplications.id, app.id));
    expect(row?.status_changed_at.toISOString()).toBe("2026-11-27T09:00:00.000Z");
    await t.app.ctx.mailer.flush();
    // The decision is held (decision 080): only the review's start was told; the release tells the rest at once.
    expect(await mailsTo(app.email)).toHaveLength(1);
    expect((await call(uni, "POST", "student_applications/release_decisions", { ids: [app.id] })).statusCode).toBe(200);
    await createDecisionRelease(t.app.ctx, { guestNotifier: createGuestNotifications(t.app.ctx) }).releaseDue();
    await t.app.ctx.mailer.flush();
    const subjects = await mailsTo(app.email);
    expect(subjects).toHaveLength(2);
    expect(subjects[0]).toBe("您申请的 Marine Biology 有更新");
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to_address, app.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.text_body).toContain("已完成");
    clock = new Date("2026-11-26T12:00:00Z");
  });

  it("mails in English by default and not for a fee change", async () => {
    const app = await application();
    await ok(call(uni, "PUT", `student_applications/${app.id}`, { fee_status: "paid" }));
    await t.app.ctx.mailer.flush();
    expect(await mailsTo(app.email)).toEqual([]);
    await ok(call(uni, "PUT", `student_applications/${app.id}`, { status: "in_review" }));
    await t.app.ctx.mailer.flush();
    expect(await mailsTo(app.email)).toEqual(["Your application to Marine Biology was updated"]);
  });

  it("refuses transitions the state does not allow with 409 and a clear message, changing nothing", async () => {
    const app = await application();
    const early = await call(uni, "PUT", `student_applications/${app.id}`, { result: "admitted" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: `Application ${app.id}: A result is chosen during review; this application is submitted`,
      status: "submitted",
      result: null,
    });
    const deposit = await call(uni, "PUT", `student_applications/${app.id}`, { is_deposit_paid: true });
    expect(deposit.statusCode).toBe(409);
    expect(deposit.json().error).toContain("A deposit is set only on an offer");
    // All or nothing: the review step before the refused result is not kept either.
    const both = await call(uni, "PUT", `student_applications/${app.id}`, {
      status: "in_review",
      is_deposit_paid: true,
    });
    expect(both.statusCode).toBe(409);
    const [row] = await t.db.select().from(studentApplications).where(eq(studentApplications.id, app.id));
    expect(row?.status).toBe("submitted");
    const back = await application({ status: "in_review" });
    expect((await call(uni, "PUT", `student_applications/${back.id}`, { status: "submitted" })).statusCode).toBe(409);
    const rejected = await application({ status: "decided", result: "rejected" });
    const noDeposit = await call(uni, "PUT", `student_applications/${rejected.id}`, { is_deposit_paid: true });
    expect(noDeposit.statusCode).toBe(409);
    const withdrawn = await application({ status: "withdrawn" });
    expect((await call(uni, "PUT", `student_applications/${withdrawn.id}`, { status: "in_review" })).statusCode).toBe(
      409,
    );
  });

  it("refuses decided without a result, and an empty change, with 422", async () => {
    const app = await application({ status: "in_review" });
    const res = await call(uni, "PUT", `student_applications/${app.id}`, { status: "decided" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { result: "Choose a result to decide the application" } });
    const nothing = await call(uni, "PUT", `student_applications/${app.id}`, { note: "hi" });
    expect(nothing.statusCode).toBe(422);
    const bad = await call(uni, "PUT", `student_applications/${app.id}`, { result: "maybe" });
    expect(bad.statusCode).toBe(422);
  });

  it("moves the applicant's connection to offered on an offer, with its history", async () => {
    const applicant = await createApplicant(t.db);
    await t.db
      .insert(activities)
      .values({ person_id: applicant.personId, partner_id: uni.partner.id, kind: "applied" });
    const app = await createApplication(t.db, {
      partnerId: uni.partner.id,
      programId,
      personId: applicant.personId,
      guestId: applicant.guestId,
      status: "in_review",
    });
    await ok(call(uni, "PUT", `student_applications/${app.id}`, { result: "conditional_offer" }));
    const [connection] = await t.db
      .select()
      .from(connections)
      .where(and(eq(connections.partner_id, uni.partner.id), eq(connections.person_id, applicant.personId)));
    expect(connection).toMatchObject({ list_state: "offered", source: "application" });
    const history = await t.db
      .select()
      .from(connectionStateChanges)
      .where(eq(connectionStateChanges.connection_id, connection?.id ?? 0));
    expect(history.map((h) => [h.from_state, h.to_state, h.changed_by])).toEqual([[null, "offered", uni.user.id]]);
  });

  it("is not found for another institution (and changes nothing)", async () => {
    const app = await application();
    const res = await call(other, "PUT", `student_applications/${app.id}`, { status: "in_review" });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(studentApplications).where(eq(studentApplications.id, app.id));
    expect(row?.status).toBe("submitted");
  });
});

describe("UCAS choices", () => {
  it("sets a choice on an offer, refuses firm without one, and resets", async () => {
    const offer = await application({ status: "decided", result: "admitted" });
    const set = await ok(call(uni, "PUT", `student_applications/${offer.id}/update_choice`, { choice: "firm" }));
    expect(set.application.choice).toBe("firm");
    const waiting = await application({ status: "decided", result: "waitlisted" });
    const refused = await call(uni, "PUT", `student_applications/${waiting.id}/update_choice`, { choice: "insurance" });
    expect(refused.statusCode).toBe(409);
    const declined = await ok(
      call(uni, "PUT", `student_applications/${waiting.id}/update_choice`, { choice: "declined" }),
    );
    expect(declined.application.choice).toBe("declined");
    const byPut = await ok(call(uni, "PUT", `student_applications/${offer.id}`, { choice: "insurance" }));
    expect(byPut.application.choice).toBe("insurance");
    const reset = await ok<Reset>(
      call(uni, "POST", "student_applications/reset_choices", { application_ids: [offer.id] }),
    );
    expect(reset).toEqual({ message: "UCAS choices have been reset", updated: 1 });
    const all = await ok<Reset>(call(uni, "POST", "student_applications/reset_choices", {}));
    expect(all.updated).toBe(1);
    const rows = await t.db
      .select()
      .from(studentApplications)
      .where(eq(studentApplications.partner_id, uni.partner.id));
    expect(rows.every((r) => r.choice === null)).toBe(true);
    const audit = await t.db
      .select()
      .from(studentApplicationEvents)
      .where(and(eq(studentApplicationEvents.application_id, offer.id), eq(studentApplicationEvents.kind, "choice")));
    expect(audit.map((e) => [e.from_value, e.to_value])).toEqual([
      [null, "firm"],
      ["firm", "insurance"],
      ["insurance", null],
    ]);
    // Another institution resets nothing of this one's.
    await ok(call(uni, "PUT", `student_applications/${offer.id}/update_choice`, { choice: "firm" }));
    expect(
      (await ok<Reset>(call(other, "POST", "student_applications/reset_choices", { application_ids: [offer.id] })))
        .updated,
    ).toBe(0);
  });
});

describe("GET student_applications/{id}/application_results", () => {
  it("lists the results the review may choose now", async () => {
    const submitted = await application();
    expect(await ok<Results>(call(uni, "GET", `student_applications/${submitted.id}/application_results`))).toEqual({
      results: [],
      current: null,
    });
    const review = await application({ status: "in_review" });
    const body = await ok<Results>(call(uni, "GET", `student_applications/${review.id}/application_results`));
    expect(body.results.map((r: { value: string }) => r.value)).toEqual([
      "admitted",
      "conditional_offer",
      "waitlisted",
      "rejected",
    ]);
    expect(body.results[0]).toEqual({ value: "admitted", label: "Admitted", class_name: "success" });
  });
});

describe("GET student_applications/{id}/activities", () => {
  it("reads the history and the person's activities as one timeline, newest first", async () => {
    const applicant = await createApplicant(t.db);
    await t.db.insert(activities).values([
      {
        person_id: applicant.personId,
        partner_id: uni.partner.id,
        kind: "registered",
        occurred_at: new Date("2026-10-01T10:00:00Z"),
      },
      {
        person_id: applicant.personId,
        partner_id: uni.partner.id,
        kind: "applied",
        occurred_at: new Date("2026-11-01T10:00:00Z"),
      },
      { person_id: applicant.personId, partner_id: other.partner.id, kind: "registered" },
    ]);
    const app = await createApplication(t.db, { partnerId: uni.partner.id, programId, personId: applicant.personId });
    await t.db.insert(studentApplicationEvents).values({
      application_id: app.id,
      partner_id: uni.partner.id,
      kind: "submitted",
      to_value: "submitted",
      actor_kind: "applicant",
      created_at: new Date("2026-11-01T10:00:00Z"),
    });
    await ok(call(uni, "PUT", `student_applications/${app.id}`, { status: "in_review" }));
    const body = await ok<Activities>(call(uni, "GET", `student_applications/${app.id}/activities`));
    expect(body.total).toBe(4);
    expect(body.activities.map((a: { source: string; kind: string }) => `${a.source}:${a.kind}`)).toEqual([
      "application:status",
      "application:submitted",
      "engagement:applied",
      "engagement:registered",
    ]);
    expect(body.activities[0]).toMatchObject({
      from_value: "submitted",
      to_value: "in_review",
      actor: { id: uni.user.id },
      actor_kind: "staff",
    });
    expect((await call(other, "GET", `student_applications/${app.id}/activities`)).statusCode).toBe(404);
  });
});

describe("comments between reviewers", () => {
  it("keeps the institution's comments, oldest first, for its own reviewers only", async () => {
    const app = await application();
    const colleague = await t.createUser({ partner_id: uni.partner.id, role: "member" });
    const colleagueToken = await t.signIn(colleague.email);
    const first = await ok<Comment>(
      call(uni, "POST", `student_applications/${app.id}/comments`, { body: "Strong essay" }),
      201,
    );
    expect(first.comment).toMatchObject({ body: "Strong essay", author: { id: uni.user.id } });
    await ok(
      t.injectAs(colleagueToken, {
        method: "POST",
        url: `${API}/student_applications/${app.id}/comments`,
        payload: { body: "Agreed" },
      }),
      201,
    );
    const list = await ok<Comments>(call(uni, "GET", `student_applications/${app.id}/comments`));
    expect(list.comments.map((c: { body: string }) => c.body)).toEqual(["Strong essay", "Agreed"]);
    expect((await call(other, "GET", `student_applications/${app.id}/comments`)).statusCode).toBe(404);
    expect((await call(other, "POST", `student_applications/${app.id}/comments`, { body: "Hi" })).statusCode).toBe(404);
    expect((await call(uni, "POST", `student_applications/${app.id}/comments`, { body: " " })).statusCode).toBe(422);
    expect(
      (await call(uni, "POST", `student_applications/${app.id}/comments`, { body: "x".repeat(2001) })).statusCode,
    ).toBe(422);
  });
});

describe("settings: review days and the overdue marker", () => {
  it("reads the default, lets an admin change it, and the list follows", async () => {
    expect(await ok<unknown>(call(uni, "GET", "student_applications/settings"))).toEqual({
      settings: { review_days: 14 },
    });
    const app = await application({ status_changed_at: new Date("2026-11-20T12:00:00Z") });
    const row = async () =>
      (
        (await ok<List>(call(uni, "POST", "student_applications", { filters: { program_ids: [programId] } })))
          .applications as { id: number; is_overdue: boolean }[]
      ).find((a) => a.id === app.id);
    expect((await row())?.is_overdue).toBe(false);
    expect(await ok<unknown>(call(uni, "PUT", "student_applications/settings", { review_days: 5 }))).toEqual({
      settings: { review_days: 5 },
    });
    expect((await row())?.is_overdue).toBe(true);
    expect((await call(uni, "PUT", "student_applications/settings", { review_days: 0 })).statusCode).toBe(422);
    expect((await call(uni, "PUT", "student_applications/settings", { review_days: 366 })).statusCode).toBe(422);
    const member = await t.createUser({ partner_id: uni.partner.id, role: "member" });
    const memberToken = await t.signIn(member.email);
    const refused = await t.injectAs(memberToken, {
      method: "PUT",
      url: `${API}/student_applications/settings`,
      payload: { review_days: 9 },
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(school, "PUT", "student_applications/settings", { review_days: 9 })).statusCode).toBe(403);
    expect(await ok<unknown>(call(other, "GET", "student_applications/settings"))).toEqual({
      settings: { review_days: 14 },
    });
    await ok<unknown>(call(uni, "PUT", "student_applications/settings", { review_days: 14 }));
  });
});
