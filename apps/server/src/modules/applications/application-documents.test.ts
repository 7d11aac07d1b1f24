import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createApplicant, createApplication, createProgram } from "../../test/application-fixtures.ts";
import { multipartBody, PDF_SMALL, PNG_1PX } from "../../test/files.ts";
import {
  studentApplicationDocuments as docs,
  studentApplicationEvents,
  studentApplications,
} from "./applications.table.ts";

const API = "/api/v1/partners";
const NOW = new Date("2026-11-26T12:00:00Z");
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let other: Signed;
let programId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  uni = await t.createSignedIn("University");
  other = await t.createSignedIn("University");
  programId = (await createProgram(t.db, uni.partner.id)).program.id;
});
afterAll(async () => t?.close());

const application = () => createApplication(t.db, { partnerId: uni.partner.id, programId });
const pdf = (field = "document", filename = "report.pdf", data = PDF_SMALL) => ({
  field,
  filename,
  type: "application/pdf",
  data,
});
function upload(who: Signed, id: number, fields: Record<string, string>, files: ReturnType<typeof pdf>[]) {
  return t.injectAs(who.token, {
    method: "POST",
    url: `${API}/student_applications/${id}/upload_document`,
    ...multipartBody(fields, files),
  });
}

describe("POST student_applications/{id}/upload_document", () => {
  it("stores a checked file as a university document, on the activity and the upload date", async () => {
    const app = await application();
    const res = await upload(uni, app.id, {}, [pdf()]);
    expect(res.statusCode, res.body).toBe(201);
    const { document, message } = res.json();
    expect(message).toBe("Supporting document uploaded successfully");
    expect(document).toMatchObject({
      document_type: "supporting_document",
      name: "Supporting document",
      original_name: "report.pdf",
      content_type: "application/pdf",
      size_bytes: PDF_SMALL.length,
      is_deleted: false,
      uploaded_by: { id: uni.user.id },
      url: `/api/v1/partners/student_application_documents/${document.id}`,
    });
    const [row] = await t.db.select().from(docs).where(eq(docs.id, document.id));
    expect(row?.file_name).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(row?.is_university_document).toBe(true);
    const [a] = await t.db.select().from(studentApplications).where(eq(studentApplications.id, app.id));
    expect(a?.document_upload_date?.toISOString()).toBe(NOW.toISOString());
    const detail = (
      await t.injectAs(uni.token, { method: "GET", url: `${API}/student_applications/${app.id}` })
    ).json();
    expect(detail.application.university_documents.map((d: { id: number }) => d.id)).toEqual([document.id]);
    const events = await t.db
      .select()
      .from(studentApplicationEvents)
      .where(eq(studentApplicationEvents.application_id, app.id));
    expect(events.map((e) => [e.kind, e.to_value, e.document_id])).toEqual([
      ["document_uploaded", "supporting_document", document.id],
    ]);
    const png = await upload(uni, app.id, { document_type: "offer_letter" }, [
      { field: "document", filename: "offer.png", type: "image/png", data: PNG_1PX },
    ]);
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().document).toMatchObject({ document_type: "offer_letter", content_type: "image/png" });
  });

  it("checks the file by content and size, and needs one", async () => {
    const app = await application();
    const fails = async (files: ReturnType<typeof pdf>[], fields: Record<string, string> = {}) => {
      const res = await upload(uni, app.id, fields, files);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors;
    };
    expect(await fails([pdf("document", "fake.pdf", Buffer.from("just text, not a pdf"))])).toEqual({
      document: "File must be one of: pdf, jpg, jpeg, png",
    });
    expect(await fails([pdf("document", "image.pdf", PNG_1PX)])).toHaveProperty("document");
    const big = Buffer.concat([PDF_SMALL, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await fails([pdf("document", "big.pdf", big)])).toEqual({ document: "File size should be less than 5 MB" });
    expect(await fails([])).toEqual({ document: "is required" });
    expect(await fails([pdf()], { document_type: "diploma" })).toHaveProperty("document_type");
    expect(await t.db.select().from(docs).where(eq(docs.application_id, app.id))).toEqual([]);
  });

  it("is not found for another institution", async () => {
    const app = await application();
    expect((await upload(other, app.id, {}, [pdf()])).statusCode).toBe(404);
  });
});

describe("GET student_application_documents/{id}", () => {
  it("streams the document inline to the institution's staff only", async () => {
    const app = await application();
    const { document } = (await upload(uni, app.id, {}, [pdf("document", "My Report (final).pdf")])).json();
    const res = await t.injectAs(uni.token, { method: "GET", url: document.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('inline; filename="My Report _final_.pdf"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.equals(PDF_SMALL)).toBe(true);
    expect((await t.injectAs(other.token, { method: "GET", url: document.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: document.url })).statusCode).toBe(401);
  });
});

describe("DELETE student_application_documents/{id}", () => {
  it("marks the document deleted, keeps the file, and says so by name", async () => {
    const app = await application();
    const first = (await upload(uni, app.id, { document_type: "ucas_report" }, [pdf()])).json().document;
    const del = await t.injectAs(uni.token, {
      method: "DELETE",
      url: `${API}/student_application_documents/${first.id}`,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ message: "UCAS report deleted successfully" });
    const [row] = await t.db.select().from(docs).where(eq(docs.id, first.id));
    expect(row).toMatchObject({ is_deleted: true, deleted_by: uni.user.id });
    expect(await t.app.ctx.storage.read(row?.file_name ?? "")).toBeDefined();
    const [a] = await t.db.select().from(studentApplications).where(eq(studentApplications.id, app.id));
    expect(a?.document_upload_date).toBeNull();
    const detail = (
      await t.injectAs(uni.token, { method: "GET", url: `${API}/student_applications/${app.id}` })
    ).json();
    expect(detail.application.university_documents).toMatchObject([{ id: first.id, is_deleted: true }]);
    expect((await t.injectAs(uni.token, { method: "GET", url: first.url })).statusCode).toBe(404);
    const again = await t.injectAs(uni.token, {
      method: "DELETE",
      url: `${API}/student_application_documents/${first.id}`,
    });
    expect(again.statusCode).toBe(404);
    const events = await t.db
      .select()
      .from(studentApplicationEvents)
      .where(eq(studentApplicationEvents.application_id, app.id));
    expect(events.map((e) => e.kind)).toEqual(["document_uploaded", "document_deleted"]);
  });

  it("refuses the applicant's own documents and another institution's", async () => {
    const app = await application();
    const [own] = await t.db
      .insert(docs)
      .values({
        application_id: app.id,
        partner_id: uni.partner.id,
        document_type: "transcript",
        file_name: "0123456789abcdef0123456789abcdef.pdf",
        original_name: "transcript.pdf",
        content_type: "application/pdf",
        size_bytes: 10,
      })
      .returning();
    const res = await t.injectAs(uni.token, {
      method: "DELETE",
      url: `${API}/student_application_documents/${own?.id}`,
    });
    expect(res.statusCode).toBe(409);
    const staff = (await upload(uni, app.id, {}, [pdf()])).json().document;
    const intruder = await t.injectAs(other.token, {
      method: "DELETE",
      url: `${API}/student_application_documents/${staff.id}`,
    });
    expect(intruder.statusCode).toBe(404);
    const [row] = await t.db.select().from(docs).where(eq(docs.id, staff.id));
    expect(row?.is_deleted).toBe(false);
  });
});

describe("PATCH /api/v2/partners/students/{id} (the UCAS report)", () => {
  it("uploads the report to the student's latest application and deletes it by type", async () => {
    const applicant = await createApplicant(t.db);
    const older = await createApplication(t.db, {
      partnerId: uni.partner.id,
      programId,
      personId: applicant.personId,
      submitted_at: new Date("2026-10-01T00:00:00Z"),
    });
    const latest = await createApplication(t.db, {
      partnerId: uni.partner.id,
      programId,
      personId: applicant.personId,
    });
    const patch = (who: Signed, fields: Record<string, string>, files: ReturnType<typeof pdf>[] = []) =>
      t.injectAs(who.token, {
        method: "PATCH",
        url: `/api/v2/partners/students/${applicant.personId}`,
        ...multipartBody(fields, files),
      });
    const up = await patch(uni, { "student[document_type]": "ucas_report" }, [pdf("student[document]")]);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({
      message: "UCAS report uploaded successfully",
      document: { document_type: "ucas_report" },
    });
    const [row] = await t.db.select().from(docs).where(eq(docs.id, up.json().document.id));
    expect(row?.application_id).toBe(latest.id);
    const onOlder = await patch(
      uni,
      { "student[document_type]": "ucas_report", "student[application_id]": String(older.id) },
      [pdf("student[document]")],
    );
    expect(onOlder.statusCode).toBe(200);
    const removed = await patch(uni, { "student[document_type]": "ucas_report", "student[remove_document]": "true" });
    expect(removed.json()).toEqual({ message: "UCAS report deleted successfully", document: null });
    const gone = await patch(uni, { "student[document_type]": "ucas_report", "student[remove_document]": "true" });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: "No UCAS report to delete" });
    expect(
      (await patch(other, { "student[document_type]": "ucas_report" }, [pdf("student[document]")])).statusCode,
    ).toBe(404);
    expect((await patch(uni, { "student[document_type]": "ucas_report" })).statusCode).toBe(422);
    const bad = await patch(uni, { "student[document_type]": "ucas_report" }, [
      pdf("student[document]", "x.pdf", Buffer.from("nope")),
    ]);
    expect(bad.statusCode).toBe(422);
  });
});
