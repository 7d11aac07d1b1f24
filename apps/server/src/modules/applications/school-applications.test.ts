import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createProgram } from "../../test/application-fixtures.ts";
import { multipartBody, PDF_SMALL } from "../../test/files.ts";
import { signUpGuest } from "../../test/webinars.ts";
import { countries } from "../reference/reference.table.ts";
import { webinarUsers } from "../webinars/webinars.table.ts";

/** Issue 24 §1 (decisions 072–074): a school's side of its students' applications. */
const API = "/api/v1/partners";
const GUESTS = "/api/v1/webinars";
const NOW = new Date("2026-11-26T12:00:00Z");
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let otherUni: Signed;
let school: Signed;
let otherSchool: Signed;
let countryId: number;
let program: Awaited<ReturnType<typeof createProgram>>;
let plain: Awaited<ReturnType<typeof createProgram>>;
let elsewhere: Awaited<ReturnType<typeof createProgram>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  uni = await t.createSignedIn("University");
  otherUni = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
  otherSchool = await t.createSignedIn("School");
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  countryId = us?.id as number;
  program = await createProgram(t.db, uni.partner.id, {
    name: "Marine Biology",
    required_documents: ["transcript", "recommendation_letter"],
  });
  plain = await createProgram(t.db, uni.partner.id, { name: "Philosophy", required_documents: [] });
  elsewhere = await createProgram(t.db, otherUni.partner.id, { name: "Civil Engineering", required_documents: [] });
  await createProgram(t.db, uni.partner.id, { name: "Unpublished Draft", status: "draft" });
});
afterAll(async () => t?.close());

/** A student who named `schoolId` in their profile (or no school). */
async function student(first: string, schoolId: number | null) {
  const guest = await signUpGuest(t.app, countryId, { first_name: first, last_name: "Student" });
  await t.db.update(webinarUsers).set({ school_partner_id: schoolId }).where(eq(webinarUsers.id, guest.id));
  return guest;
}

async function apply(token: string, programId: number, share: boolean | undefined, files = true) {
  const fields: Record<string, string> = share === undefined ? {} : { share_with_school: String(share) };
  const attached =
    files && programId === program.program.id
      ? [
          { field: "documents[transcript]", filename: "transcript.pdf", type: "application/pdf", data: PDF_SMALL },
          {
            field: "documents[recommendation_letter]",
            filename: "student-letter.pdf",
            type: "application/pdf",
            data: PDF_SMALL,
          },
        ]
      : [];
  const body = multipartBody(fields, attached);
  const res = await t.app.inject({
    method: "POST",
    url: `${GUESTS}/programs/${programId}/apply`,
    headers: { authentication_token: token, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application as { id: number; school_share: { school: { id: number }; shared: boolean } | null };
}

const list = (token: string, payload: object = {}) =>
  t.injectAs(token, { method: "POST", url: `${API}/student_applications`, payload });
const ids = (res: { json: () => { applications: { id: number }[] } }) => res.json().applications.map((a) => a.id);
const share = (token: string, id: number, shared: boolean) =>
  t.app.inject({
    method: "PUT",
    url: `${GUESTS}/my-applications/${id}/school_share`,
    headers: { authentication_token: token },
    payload: { shared },
  });

describe("a school's students' applications", () => {
  let sharing: Awaited<ReturnType<typeof student>>;
  let sharedId: number;
  let privateId: number;
  let otherSchoolsId: number;
  let noSchoolGuest: Awaited<ReturnType<typeof student>>;
  let noSchoolId: number;
  let elsewhereId: number;

  beforeAll(async () => {
    sharing = await student("Shara", school.partner.id);
    sharedId = (await apply(sharing.token, program.program.id, true)).id;
    elsewhereId = (await apply(sharing.token, elsewhere.program.id, true)).id;
    const quiet = await student("Quinn", school.partner.id);
    privateId = (await apply(quiet.token, program.program.id, undefined)).id;
    const other = await student("Otto", otherSchool.partner.id);
    otherSchoolsId = (await apply(other.token, plain.program.id, true)).id;
    noSchoolGuest = await student("Nora", null);
    noSchoolId = (await apply(noSchoolGuest.token, plain.program.id, true)).id;
  });

  it("the share is off unless the student ticks it, and My applications shows it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `${GUESTS}/my-applications`,
      headers: { authentication_token: sharing.token },
    });
    const mine = res.json().applications.find((a: { id: number }) => a.id === sharedId);
    expect(mine.school_share).toEqual({ school: { id: school.partner.id, name: school.partner.name }, shared: true });
    const quietMine = await t.app.inject({
      method: "GET",
      url: `${GUESTS}/my-applications`,
      headers: { authentication_token: noSchoolGuest.token },
    });
    expect(quietMine.json().applications[0].school_share).toBeNull();
  });

  it("lists only the applications its own students shared with it", async () => {
    const res = await list(school.token, { tab: "upcoming" });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res).sort()).toEqual([sharedId, elsewhereId].sort());
    expect(res.json()).toMatchObject({ matched: 2, total: 2, data_count: 2 });
    const row = res.json().applications.find((a: { id: number }) => a.id === sharedId);
    expect(row).toMatchObject({
      program: { name: "Marine Biology" },
      institution: { id: uni.partner.id },
      school: { id: school.partner.id },
      is_new: false,
      is_overdue: false,
    });
    // Another school sees only its own student's; the university's list is its own as before.
    expect(ids(await list(otherSchool.token))).toEqual([otherSchoolsId]);
    expect(ids(await list(uni.token)).sort()).toEqual([sharedId, privateId, otherSchoolsId, noSchoolId].sort());
    expect(ids(await list(otherUni.token))).toEqual([elsewhereId]);
  });

  it("filters by university, program and status, with the look-ups of its own students' applications", async () => {
    expect(ids(await list(school.token, { filters: { university_ids: [otherUni.partner.id] } }))).toEqual([
      elsewhereId,
    ]);
    expect(ids(await list(school.token, { filters: { program_ids: [program.program.id] } }))).toEqual([sharedId]);
    expect(ids(await list(school.token, { filters: { status: ["decided"] } }))).toEqual([]);
    const universities = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/student_applications/universities`,
    });
    expect(universities.statusCode, universities.body).toBe(200);
    expect(
      universities
        .json()
        .options.map((o: { value: number; count: number }) => [o.value, o.count])
        .sort(),
    ).toEqual(
      [
        [uni.partner.id, 1],
        [otherUni.partner.id, 1],
      ].sort(),
    );
    const programs = await t.injectAs(school.token, { method: "GET", url: `${API}/student_applications/programs` });
    expect(programs.json().options.map((o: { label: string }) => o.label)).toEqual([
      "Civil Engineering",
      "Marine Biology",
    ]);
    const statuses = await t.injectAs(school.token, { method: "GET", url: `${API}/student_applications/statuses` });
    expect(statuses.json().options.find((o: { value: string }) => o.value === "submitted").count).toBe(2);
  });

  it("shows the detail with what the student shared: never the personal or guardian sections nor staff's files", async () => {
    // The university adds a staff document with a note, and starts the review with an internal note.
    const staffDoc = multipartBody({ document_type: "supporting_document" }, [
      { field: "document", filename: "internal.pdf", type: "application/pdf", data: PDF_SMALL },
    ]);
    const up = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/student_applications/${sharedId}/upload_document`,
      ...staffDoc,
    });
    expect(up.statusCode, up.body).toBe(201);
    const review = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/student_applications/${sharedId}`,
      payload: { status: "in_review", note: "Internal reviewer note" },
    });
    expect(review.statusCode, review.body).toBe(200);

    const res = await t.injectAs(school.token, { method: "GET", url: `${API}/student_applications/${sharedId}` });
    expect(res.statusCode, res.body).toBe(200);
    const app = res.json().application;
    expect(app.personal).toEqual({});
    expect(app.guardian).toEqual({});
    expect(app.status).toBe("in_review");
    expect(app.university_documents).toEqual([]);
    expect(app.documents.map((d: { document_type: string }) => d.document_type).sort()).toEqual([
      "recommendation_letter",
      "transcript",
    ]);
    expect(app.school_document_types).toEqual(["transcript", "recommendation_letter"]);
    expect(Object.values(app.actions).every((v) => v === false)).toBe(true);
    expect(res.body).not.toContain("internal.pdf");

    const history = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/student_applications/${sharedId}/activities`,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().activities.map((a: { kind: string; to_value: string }) => [a.kind, a.to_value])).toEqual([
      ["status", "in_review"],
      ["submitted", "submitted"],
    ]);
    expect(history.body).not.toContain("Internal reviewer note");
    expect(history.body).not.toContain("internal.pdf");
    // The applicant's own document opens for the school; the staff's does not.
    const studentDoc = app.documents[0].id;
    const open = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/student_application_documents/${studentDoc}`,
    });
    expect(open.statusCode).toBe(200);
    const staffOpen = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/student_application_documents/${up.json().document.id}`,
    });
    expect(staffOpen.statusCode).toBe(404);
  });

  it("never shows another school's, a private, or an unshared application, nor lets a school change one", async () => {
    for (const id of [privateId, otherSchoolsId, noSchoolId]) {
      const res = await t.injectAs(school.token, { method: "GET", url: `${API}/student_applications/${id}` });
      expect(res.statusCode, `${id}`).toBe(404);
      const history = await t.injectAs(school.token, {
        method: "GET",
        url: `${API}/student_applications/${id}/activities`,
      });
      expect(history.statusCode).toBe(404);
    }
    const other = await t.injectAs(otherSchool.token, {
      method: "GET",
      url: `${API}/student_applications/${sharedId}`,
    });
    expect(other.statusCode).toBe(404);
    const change = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/student_applications/${sharedId}`,
      payload: { status: "withdrawn" },
    });
    expect(change.statusCode).toBe(404);
  });

  it("a counsellor adds a school document the program asks for; the university sees it as from the school", async () => {
    const form = (type: string) =>
      multipartBody({ document_type: type }, [
        { field: "document", filename: "counsellor-letter.pdf", type: "application/pdf", data: PDF_SMALL },
      ]);
    const res = await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/student_applications/${sharedId}/upload_document`,
      ...form("recommendation_letter"),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document).toMatchObject({
      document_type: "recommendation_letter",
      from_school: { id: school.partner.id, name: school.partner.name },
    });
    // Not a school document, or one the program does not ask for: 422.
    for (const [id, type] of [
      [sharedId, "supporting_document"],
      [sharedId, "passport"],
      [elsewhereId, "transcript"],
    ] as const) {
      const bad = await t.injectAs(school.token, {
        method: "POST",
        url: `${API}/student_applications/${id}/upload_document`,
        ...form(type),
      });
      expect(bad.statusCode, `${id} ${type}`).toBe(422);
    }
    // Not shared with this school: not found.
    const hidden = await t.injectAs(otherSchool.token, {
      method: "POST",
      url: `${API}/student_applications/${sharedId}/upload_document`,
      ...form("transcript"),
    });
    expect(hidden.statusCode).toBe(404);

    const seen = await t.injectAs(uni.token, { method: "GET", url: `${API}/student_applications/${sharedId}` });
    const fromSchool = seen
      .json()
      .application.documents.filter((d: { from_school: unknown }) => d.from_school !== null && d.from_school);
    expect(fromSchool).toHaveLength(1);
    expect(fromSchool[0]).toMatchObject({
      original_name: "counsellor-letter.pdf",
      from_school: { id: school.partner.id },
    });
    // The student never sees the school's letter among their documents.
    const mine = await t.app.inject({
      method: "GET",
      url: `${GUESTS}/my-applications`,
      headers: { authentication_token: sharing.token },
    });
    expect(mine.body).not.toContain("counsellor-letter.pdf");
    // The school's history shows its upload.
    const history = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/student_applications/${sharedId}/activities`,
    });
    expect(history.json().activities[0]).toMatchObject({
      kind: "document_uploaded",
      to_value: "recommendation_letter",
    });

    // The school deletes only what it added: a second letter goes, the student's documents stay.
    const second = await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/student_applications/${sharedId}/upload_document`,
      ...form("transcript"),
    });
    expect(second.statusCode, second.body).toBe(201);
    const remove = (token: string, id: number) =>
      t.injectAs(token, { method: "DELETE", url: `${API}/student_application_documents/${id}` });
    const studentDoc = seen.json().application.documents.find((d: { from_school: unknown }) => !d.from_school).id;
    expect((await remove(school.token, studentDoc)).statusCode).toBe(404);
    expect((await remove(otherSchool.token, second.json().document.id)).statusCode).toBe(404);
    const gone = await remove(school.token, second.json().document.id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe("Academic transcript deleted successfully");
    expect((await remove(school.token, second.json().document.id)).statusCode).toBe(404);
    const after = await t.injectAs(uni.token, { method: "GET", url: `${API}/student_applications/${sharedId}` });
    expect(after.body).not.toContain(`"id":${second.json().document.id},`);
  });

  it("withdrawing the share hides the application from the school at once; sharing again shows it", async () => {
    const off = await share(sharing.token, sharedId, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().application.school_share).toMatchObject({ shared: false });
    expect(ids(await list(school.token))).toEqual([elsewhereId]);
    expect(
      (await t.injectAs(school.token, { method: "GET", url: `${API}/student_applications/${sharedId}` })).statusCode,
    ).toBe(404);
    const on = await share(sharing.token, sharedId, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(ids(await list(school.token)).sort()).toEqual([sharedId, elsewhereId].sort());
  });

  it("a student shares only their own application, and only one that names a school", async () => {
    expect((await share(noSchoolGuest.token, sharedId, false)).statusCode).toBe(404);
    const none = await share(noSchoolGuest.token, noSchoolId, true);
    expect(none.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: "PUT",
      url: `${GUESTS}/my-applications/${noSchoolId}/school_share`,
      headers: { authentication_token: noSchoolGuest.token },
      payload: { shared: "maybe" },
    });
    expect(bad.statusCode).toBe(422);
  });

  it("Programs for a school is the catalogue its students apply to, counting its students' shared applications", async () => {
    const res = await t.injectAs(school.token, { method: "POST", url: `${API}/programs/list`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().programs as { name: string; applicants: number; status: string }[];
    const names = rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(["Marine Biology", "Philosophy", "Civil Engineering"]));
    expect(names).not.toContain("Unpublished Draft");
    expect(rows.every((r) => r.status === "active")).toBe(true);
    expect(rows.find((r) => r.name === "Marine Biology")?.applicants).toBe(1);
    expect(rows.find((r) => r.name === "Philosophy")?.applicants).toBe(0);
    // Still no program of its own to change.
    const create = await t.injectAs(school.token, { method: "POST", url: `${API}/programs`, payload: { name: "X" } });
    expect(create.statusCode).toBe(403);
  });
});
