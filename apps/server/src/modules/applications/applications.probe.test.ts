/**
 * Answers found by probing the applications routes from outside (names of uploaded files, concurrent deletes).
 * Each was a 5xx or a double audit before; see the report of the probe branch.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createApplication, createProgram } from "../../test/application-fixtures.ts";
import { multipartBody, PDF_SMALL } from "../../test/files.ts";
import { signUpGuest } from "../../test/webinars.ts";
import { countries } from "../reference/reference.table.ts";
import { studentApplicationEvents } from "./applications.table.ts";

const API = "/api/v1/partners";
let t: TestApp;
let uni: Awaited<ReturnType<TestApp["createSignedIn"]>>;
let countryId: number;

beforeAll(async () => {
  t = await createTestApp();
  uni = await t.createSignedIn("University");
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  countryId = us?.id as number;
});
afterAll(async () => t?.close());

async function newApplication() {
  const { program } = await createProgram(t.db, uni.partner.id);
  return createApplication(t.db, { partnerId: uni.partner.id, programId: program.id });
}
const pdf = (field: string, filename: string) => ({ field, filename, type: "application/pdf", data: PDF_SMALL });
const upload = (applicationId: number, filename: string) =>
  t.injectAs(uni.token, {
    method: "POST",
    url: `${API}/student_applications/${applicationId}/upload_document`,
    ...multipartBody({}, [pdf("document", filename)]),
  });

describe("names of uploaded documents", () => {
  it("keeps a name with NUL, other controls or a path as its clean last segment (was a 500: PostgreSQL refuses NUL)", async () => {
    const application = await newApplication();
    const res = await upload(application.id, "C:\\scans\\re\u0000port\u0007.pdf");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document.original_name).toBe("report.pdf");
    const preview = await t.injectAs(uni.token, { method: "GET", url: res.json().document.url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-disposition"]).toBe('inline; filename="report.pdf"');
  });

  it("the UCAS report's name too", async () => {
    const application = await newApplication();
    const res = await t.injectAs(uni.token, {
      method: "PATCH",
      url: `/api/v2/partners/students/${application.person_id}`,
      ...multipartBody({ "student[document_type]": "ucas_report" }, [pdf("student[document]", "../ucas\u0000.pdf")]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().document.original_name).toBe("ucas.pdf");
  });

  it("and an applicant's document sent with the application", async () => {
    const { program, rounds } = await createProgram(
      t.db,
      uni.partner.id,
      { required_documents: ["transcript"] },
      { rounds: [{ name: "Fall", start_date: "2030-09-01", opening_date: "2020-01-01", deadline: "2030-01-01" }] },
    );
    const guest = await signUpGuest(t.app, countryId);
    const body = multipartBody({ intake_round_id: String(rounds[0]?.id) }, [
      pdf("documents[transcript]", "tran\u0000script.pdf"),
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/webinars/programs/${program.id}/apply`,
      headers: { authentication_token: guest.token, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().application.documents[0].original_name).toBe("transcript.pdf");
  });
});

describe("DELETE student_application_documents/{id} twice at once", () => {
  it("deletes once: one 200, one 404, one audit entry (both answered 200 and audited twice)", async () => {
    const application = await newApplication();
    const id = (await upload(application.id, "notes.pdf")).json().document.id as number;
    const remove = () => t.injectAs(uni.token, { method: "DELETE", url: `${API}/student_application_documents/${id}` });
    const answers = await Promise.all([remove(), remove()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((r) => r.statusCode === 404)?.json()).toEqual({ error: `Document ${id} not found` });
    const deletions = await t.db
      .select({ id: studentApplicationEvents.id })
      .from(studentApplicationEvents)
      .where(
        and(
          eq(studentApplicationEvents.application_id, application.id),
          eq(studentApplicationEvents.kind, "document_deleted"),
        ),
      );
    expect(deletions).toHaveLength(1);
  });
});
