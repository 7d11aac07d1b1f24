import { APPLICANT_DOCUMENT_TYPES } from "@quad/contract/rules/document-types";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createProgram } from "../../test/application-fixtures.ts";
import { multipartBody, PDF_SMALL, PNG_1PX } from "../../test/files.ts";
import { signUpGuest } from "../../test/webinars.ts";
import { connectionStateChanges, connections } from "../connections/connections.table.ts";
import { createGuestNotifications } from "../guest-notifications/guest-notifications.service.ts";
import { outbox } from "../mail/mail.table.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { programs } from "../programs/programs.table.ts";
import { countries } from "../reference/reference.table.ts";
import { activities, webinarUsers } from "../webinars/webinars.table.ts";
import { studentApplicationDocuments, studentApplications } from "./applications.table.ts";
import { createDecisionRelease } from "./decision-release.service.ts";

const API = "/api/v1/partners";
const GUESTS = "/api/v1/webinars";
const NOW = new Date("2026-11-26T12:00:00Z");
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let school: Signed;
let countryId: number;
let data: Awaited<ReturnType<typeof createProgram>>;
let otherProgram: Awaited<ReturnType<typeof createProgram>>;
let draftId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  uni = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  countryId = us?.id as number;
  data = await createProgram(
    t.db,
    uni.partner.id,
    { name: "Data Science", application_fee: "75.00", currency: "USD", required_documents: ["transcript", "passport"] },
    {
      rounds: [
        { name: "Fall 2027", start_date: "2027-09-01", opening_date: "2026-11-01", deadline: "2026-12-31" },
        { name: "Spring 2026", start_date: "2026-02-01", opening_date: "2025-09-01", deadline: "2025-12-01" },
      ],
      courses: ["Machine Learning", "Statistics"],
    },
  );
  otherProgram = await createProgram(t.db, uni.partner.id, { name: "Arts Foundation" });
  draftId = (await createProgram(t.db, uni.partner.id, { name: "Hidden Draft", status: "draft" })).program.id;
  const gone = await createProgram(t.db, uni.partner.id, { name: "Deleted Program" });
  await t.db.update(programs).set({ deleted_at: NOW }).where(eq(programs.id, gone.program.id));
});
afterAll(async () => t?.close());

const fall = () => data.rounds[0]?.id as number;
const spring = () => data.rounds[1]?.id as number;
const ml = () => data.courses[0]?.id as number;
const file = (type: string, data_ = PDF_SMALL, filename = `${type}.pdf`) => ({
  field: `documents[${type}]`,
  filename,
  type: "application/pdf",
  data: data_,
});
function applyForm(token: string, programId: number, fields: Record<string, string>, files: ReturnType<typeof file>[]) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: "POST",
    url: `${GUESTS}/programs/${programId}/apply`,
    headers: { authentication_token: token, ...body.headers },
    payload: body.payload,
  });
}
const complete = () => ({ intake_round_id: String(fall()), course_id: String(ml()) });
const bothDocs = () => [file("transcript"), { ...file("passport", PNG_1PX, "passport.png"), type: "image/png" }];

describe("GET webinars/institutions/{id}/programs", () => {
  it("lists a university's active programs with rounds (open today or not), courses and required documents", async () => {
    const res = await t.app.inject({ method: "GET", url: `${GUESTS}/institutions/${uni.partner.id}/programs` });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().programs.map((p: { name: string }) => p.name);
    expect(names).toEqual(["Arts Foundation", "Data Science"]);
    const ds = res.json().programs[1];
    expect(ds).toMatchObject({
      institution: { id: uni.partner.id, name: uni.partner.name },
      application_fee: "75.00",
      required_documents: [
        { type: "transcript", name: "Academic transcript" },
        { type: "passport", name: "Passport" },
      ],
      intake_rounds: [
        { id: fall(), name: "Fall 2027", is_open: true },
        { id: spring(), name: "Spring 2026", is_open: false },
      ],
      courses: [{ id: ml(), name: "Machine Learning" }, { name: "Statistics" }],
    });
  });

  it("is not found for a school or an unknown institution", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: `${GUESTS}/institutions/${school.partner.id}/programs` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${GUESTS}/institutions/999999/programs` })).statusCode).toBe(404);
  });
});

describe("POST webinars/programs/{id}/apply", () => {
  it("makes the application, tells the institution, and the student becomes a connection in state applying", async () => {
    const guest = await signUpGuest(t.app, countryId, { first_name: "Ada", last_name: "Lee" });
    // The student first registered for one of the university's webinars: the path reads as one timeline.
    const [row] = await t.db.select().from(webinarUsers).where(eq(webinarUsers.id, guest.id));
    const personId = row?.person_id as number;
    expect(personId).toBeGreaterThan(0);
    await t.db.insert(activities).values({
      person_id: personId,
      partner_id: uni.partner.id,
      kind: "registered",
      occurred_at: new Date("2026-10-01T12:00:00Z"),
    });

    const res = await applyForm(guest.token, data.program.id, complete(), bothDocs());
    expect(res.statusCode, res.body).toBe(201);
    const { application, message } = res.json();
    expect(message).toBe("Your application has been submitted");
    expect(application).toMatchObject({
      program: { id: data.program.id, name: "Data Science" },
      institution: { id: uni.partner.id },
      course: { id: ml(), name: "Machine Learning" },
      intake_round: { id: fall(), name: "Fall 2027" },
      start_date: "2027-09-01",
      status: "submitted",
      result: null,
      documents: [
        { document_type: "transcript", original_name: "transcript.pdf" },
        { document_type: "passport", original_name: "passport.png" },
      ],
      history: [{ kind: "submitted", to_value: "submitted" }],
    });
    const [stored] = await t.db.select().from(studentApplications).where(eq(studentApplications.id, application.id));
    expect(stored).toMatchObject({
      partner_id: uni.partner.id,
      person_id: personId,
      webinar_user_id: guest.id,
      first_name: "Ada",
      email: guest.email,
      fee_status: "unpaid",
      fee_waived: false,
      is_new: true,
    });
    expect(stored?.document_upload_date?.toISOString()).toBe(NOW.toISOString());

    // The institution's team is notified, with a link to the application.
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, uni.user.id), eq(notifications.application_id, application.id)));
    expect(note).toMatchObject({
      notification_type: "StudentApplication",
      message: "Ada Lee applied to Data Science",
      is_read: false,
    });

    // The connection: made from the webinar, now applying with its history.
    const [connection] = await t.db
      .select()
      .from(connections)
      .where(and(eq(connections.partner_id, uni.partner.id), eq(connections.person_id, personId)));
    expect(connection).toMatchObject({ list_state: "applying", source: "webinar", activities_count: 2 });
    const history = await t.db
      .select()
      .from(connectionStateChanges)
      .where(eq(connectionStateChanges.connection_id, connection?.id as number));
    expect(history.map((h) => [h.from_state, h.to_state, h.changed_by])).toEqual([[null, "applying", null]]);
    const engagements = await t.injectAs(uni.token, {
      method: "GET",
      url: `${API}/connections/${connection?.id}/engagements`,
    });
    expect(engagements.statusCode, engagements.body).toBe(200);
    expect(engagements.json().engagements.map((e: { kind: string }) => e.kind)).toEqual(["applied", "registered"]);

    // Staff see it in the list and its timeline from webinar to application.
    const list = await t.injectAs(uni.token, { method: "POST", url: `${API}/student_applications`, payload: {} });
    expect(list.json().applications.map((a: { id: number }) => a.id)).toContain(application.id);
    const detail = await t.injectAs(uni.token, { method: "GET", url: `${API}/student_applications/${application.id}` });
    expect(detail.json().application.documents.map((d: { document_type: string }) => d.document_type)).toEqual([
      "transcript",
      "passport",
    ]);
    // Reading the application leaves the notification unread; saying it was seen reads it.
    const [unread] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, note?.id as number));
    expect(unread?.is_read).toBe(false);
    const seen = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/student_applications/${application.id}/seen`,
    });
    expect(seen.statusCode, seen.body).toBe(204);
    const [read] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, note?.id as number));
    expect(read?.is_read).toBe(true);
    const timeline = await t.injectAs(uni.token, {
      method: "GET",
      url: `${API}/student_applications/${application.id}/activities`,
    });
    expect(timeline.json().activities.map((a: { kind: string }) => a.kind)).toEqual([
      "submitted",
      "applied",
      "registered",
    ]);

    // The student follows status and result, and is mailed when they change.
    await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/student_applications/${application.id}`,
      payload: { status: "in_review" },
    });
    await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/student_applications/${application.id}`,
      payload: { result: "admitted" },
    });
    // The decision is recorded, not told (decision 080): under review until the institution releases it.
    const held = await t.app.inject({
      method: "GET",
      url: `${GUESTS}/my-applications`,
      headers: { authentication_token: guest.token },
    });
    expect(held.json().applications[0]).toMatchObject({ id: application.id, status: "in_review", result: null });
    expect(held.json().applications[0].history.map((h: { kind: string }) => h.kind)).toEqual(["submitted", "status"]);
    const released = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/student_applications/release_decisions`,
      payload: { ids: [application.id] },
    });
    expect(released.statusCode, released.body).toBe(200);
    await createDecisionRelease(t.app.ctx, { guestNotifier: createGuestNotifications(t.app.ctx) }).releaseDue();
    const mine = await t.app.inject({
      method: "GET",
      url: `${GUESTS}/my-applications`,
      headers: { authentication_token: guest.token },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().applications[0]).toMatchObject({
      id: application.id,
      status: "decided",
      result: "admitted",
      history: [
        { kind: "submitted" },
        { kind: "status", from_value: "submitted", to_value: "in_review" },
        { kind: "status", from_value: "in_review", to_value: "decided" },
        { kind: "result", to_value: "admitted" },
      ],
    });
    await t.app.ctx.mailer.flush();
    const mails = await t.db.select().from(outbox).where(eq(outbox.to_address, guest.email));
    expect(mails.filter((m) => m.subject === "Your application to Data Science was updated")).toHaveLength(2);
    const [offered] = await t.db
      .select()
      .from(connections)
      .where(eq(connections.id, connection?.id as number));
    expect(offered?.list_state).toBe("offered");

    // Once per program, whatever the intake (decision 082).
    const again = await applyForm(guest.token, data.program.id, complete(), bothDocs());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: "You have already applied to this program",
      application_id: application.id,
    });
    // The program shows the student where that application stands.
    const programsSeen = await t.app.inject({
      method: "GET",
      url: `${GUESTS}/institutions/${uni.partner.id}/programs`,
      headers: { authentication_token: guest.token },
    });
    const ds = programsSeen.json().programs.find((p: { id: number }) => p.id === data.program.id);
    expect(ds.my_application).toEqual({ id: application.id, status: "decided", result: "admitted" });
  });

  it("makes a first-time applicant a connection whose source is the application", async () => {
    const guest = await signUpGuest(t.app, countryId);
    const res = await applyForm(guest.token, otherProgram.program.id, {}, []);
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db
      .select()
      .from(studentApplications)
      .where(eq(studentApplications.id, res.json().application.id));
    expect(stored).toMatchObject({ fee_status: "waived", fee_waived: true, document_upload_date: null });
    const [connection] = await t.db
      .select()
      .from(connections)
      .where(and(eq(connections.partner_id, uni.partner.id), eq(connections.person_id, stored?.person_id as number)));
    expect(connection).toMatchObject({ source: "application", list_state: "applying" });
    const detail = await t.injectAs(uni.token, { method: "GET", url: `${API}/connections/${connection?.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().connection.list_state).toBe("applying");
    const conns = await t.injectAs(uni.token, { method: "GET", url: `${API}/connections?list_states=applying` });
    expect(conns.statusCode, conns.body).toBe(200);
    expect(conns.json().connections).toContainEqual(
      expect.objectContaining({ id: connection?.id, source: "application", list_state: "applying" }),
    );
  });

  it("needs the required documents, each a real PDF, JPEG or PNG of at most 5 MB", async () => {
    const guest = await signUpGuest(t.app, countryId);
    const fails = async (fields: Record<string, string>, files: ReturnType<typeof file>[]) => {
      const res = await applyForm(guest.token, data.program.id, fields, files);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors;
    };
    expect(await fails(complete(), [file("transcript")])).toEqual({ "documents[passport]": "is required" });
    expect(await fails(complete(), [...bothDocs(), file("offer_letter")])).toEqual({
      "documents[offer_letter]": "is not a document an applicant uploads",
    });
    expect(await fails(complete(), [...bothDocs(), file("diploma")])).toEqual({
      "documents[diploma]": "is not a document type",
    });
    expect(await fails(complete(), [file("transcript", Buffer.from("not a pdf")), file("passport")])).toEqual({
      "documents[transcript]": "File must be one of: pdf, jpg, jpeg, png",
    });
    const big = Buffer.concat([PDF_SMALL, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await fails(complete(), [file("transcript", big), file("passport")])).toEqual({
      "documents[transcript]": "File size should be less than 5 MB",
    });
    expect(await fails({ course_id: String(ml()) }, bothDocs())).toEqual({ intake_round_id: "is required" });
    expect(await fails({ ...complete(), intake_round_id: String(spring()) }, bothDocs())).toEqual({
      intake_round_id: "Applications for Spring 2026 are not open today",
    });
    expect(await fails({ intake_round_id: String(fall()) }, bothDocs())).toEqual({ course_id: "is required" });
    expect(await fails({ ...complete(), course_id: "999999" }, bothDocs())).toEqual({
      course_id: "is not a course of this program",
    });
    expect(await t.db.select().from(studentApplications).where(eq(studentApplications.email, guest.email))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(studentApplicationDocuments)
        .where(eq(studentApplicationDocuments.document_type, "offer_letter")),
    ).toEqual([]);
  });

  it("takes a program that asks for every applicant document at once, one file each", async () => {
    const all = await createProgram(t.db, uni.partner.id, {
      name: "Every Document",
      required_documents: [...APPLICANT_DOCUMENT_TYPES],
    });
    const guest = await signUpGuest(t.app, countryId);
    const res = await applyForm(
      guest.token,
      all.program.id,
      {},
      APPLICANT_DOCUMENT_TYPES.map((type) => file(type)),
    );
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.db
      .select()
      .from(studentApplicationDocuments)
      .where(eq(studentApplicationDocuments.application_id, res.json().application.id));
    expect(stored).toHaveLength(APPLICANT_DOCUMENT_TYPES.length);
  });

  it("refuses parents, visitors, drafts and deleted programs", async () => {
    const parent = await signUpGuest(t.app, countryId, { role: "parent" });
    const res = await applyForm(parent.token, otherProgram.program.id, {}, []);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_message: "Only students apply to programs" });
    const visitor = await t.app.inject({
      method: "POST",
      url: `${GUESTS}/programs/${otherProgram.program.id}/apply`,
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
    const student = await signUpGuest(t.app, countryId);
    expect((await applyForm(student.token, draftId, {}, [])).statusCode).toBe(404);
    // A partner's staff token is no guest token.
    expect((await applyForm(uni.token, otherProgram.program.id, {}, [])).statusCode).toBe(401);
  });
});

describe("POST webinars/my-applications/{id}/withdraw", () => {
  it("withdraws the student's own application not yet decided", async () => {
    const guest = await signUpGuest(t.app, countryId);
    const made = (await applyForm(guest.token, otherProgram.program.id, {}, [])).json().application;
    const someoneElse = await signUpGuest(t.app, countryId);
    const url = `${GUESTS}/my-applications/${made.id}/withdraw`;
    expect(
      (await t.app.inject({ method: "POST", url, headers: { authentication_token: someoneElse.token } })).statusCode,
    ).toBe(404);
    const res = await t.app.inject({ method: "POST", url, headers: { authentication_token: guest.token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Your application has been withdrawn",
      application: { status: "withdrawn" },
    });
    const twice = await t.app.inject({ method: "POST", url, headers: { authentication_token: guest.token } });
    expect(twice.statusCode).toBe(200);
    // Withdrawn, the student may apply again.
    expect((await applyForm(guest.token, otherProgram.program.id, {}, [])).statusCode).toBe(201);
    const decided = (
      await t.app.inject({
        method: "GET",
        url: `${GUESTS}/my-applications`,
        headers: { authentication_token: guest.token },
      })
    ).json().applications[0];
    await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/student_applications/${decided.id}`,
      payload: { status: "in_review" },
    });
    await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/student_applications/${decided.id}`,
      payload: { result: "rejected" },
    });
    // Told the decision, the student can no longer withdraw (before the release it was under review for them).
    await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/student_applications/release_decisions`,
      payload: { ids: [decided.id] },
    });
    await createDecisionRelease(t.app.ctx, { guestNotifier: createGuestNotifications(t.app.ctx) }).releaseDue();
    const late = await t.app.inject({
      method: "POST",
      url: `${GUESTS}/my-applications/${decided.id}/withdraw`,
      headers: { authentication_token: guest.token },
    });
    expect(late.statusCode).toBe(409);
  });
});
