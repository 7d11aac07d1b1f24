import { Readable } from "node:stream";
import { newFileName } from "../../lib/file-names.ts";
import { newToken } from "../../lib/tokens.ts";
import {
  studentApplicationComments,
  studentApplicationDocuments,
} from "../../modules/applications/applications.table.ts";
import { connectionExports, crmIntegrations } from "../../modules/connections/connections.table.ts";
import { paymentExports, payments } from "../../modules/payments/payments.table.ts";
import type { TestApp } from "../app.ts";
import { createApplicant, createApplication, createProgram } from "../application-fixtures.ts";
import { multipartBody, PDF_SMALL } from "../files.ts";
import { API, BUILT_AT, type Owner, requestsOf } from "./world-requests.ts";

/**
 * The university's saved CRM and a mailed connections export, its programs (one with a brochure, one the owner
 * deletes) and direct apply: applications (one of the owner guest; one shared with the owner school) with staff
 * documents and a comment.
 */
export async function buildOwnerApplications(
  t: TestApp,
  uni: Owner,
  owned: { guestId: number; guestPersonId: number; schoolId: number },
) {
  const { as, ok } = requestsOf(t);
  // The university's saved CRM (its connection test reaches a loopback port nobody listens on).
  await t.db.insert(crmIntegrations).values({
    partner_id: uni.partner.id,
    crm_name: "Slate",
    endpoint_url: "http://127.0.0.1:9/owner-crm",
    username: "owner-crm-user",
    secret: "owner-crm-secret",
  });
  // A connections export of the university, written and mailed (its link is a signed one only the mail holds).
  const exportFile = newFileName("csv");
  await t.app.ctx.storage.write(exportFile, Readable.from(["First name\r\nOwner export lead\r\n"]));
  const [ownExport] = await t.db
    .insert(connectionExports)
    .values({
      partner_id: uni.partner.id,
      user_id: uni.user.id,
      status: "email_sent",
      expected_rows: 1,
      rows_written: 1,
      file_key: exportFile,
      finished_at: new Date(BUILT_AT),
      mailed_at: new Date(BUILT_AT),
    })
    .returning({ id: connectionExports.id });
  // The university's programs (issue 13 §1): one with a brochure, one the owner deletes.
  const ownProgram = await ok(
    t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/programs`,
      ...multipartBody(
        { name: "Owner program Fagus", intake_rounds: JSON.stringify([{ name: "Owner round Fagus" }]) },
        [{ field: "brochure", filename: "owner-brochure-fagus.pdf", type: "application/pdf", data: PDF_SMALL }],
      ),
    }),
  );
  const leavingProgram = await ok(as(uni.token, "POST", "/programs", { name: "Owner program Fagus (leaving)" }));
  // Direct apply (issue 13): an application to the university's program with two staff documents and a comment,
  // the owner guest's own application, and a draft program no guest may apply to.
  const appliedProgram = await createProgram(t.db, uni.partner.id, {
    name: "Owner program Quercus",
    application_fee: "60.00",
    currency: "USD",
    application_fee_waivable: true,
  });
  const draftProgram = await createProgram(t.db, uni.partner.id, { name: "Owner draft program", status: "draft" });
  const applicant = await createApplicant(t.db, { email: "applicant.fagus@own.test", first_name: "Ownerapplicant" });
  const application = await createApplication(t.db, {
    partnerId: uni.partner.id,
    programId: appliedProgram.program.id,
    personId: applicant.personId,
    guestId: applicant.guestId,
    first_name: "Ownerapplicant",
    email: "applicant.fagus@own.test",
    // Shared with the owner school's counsellors (decision 072): another school still sees nothing of it.
    school_partner_id: owned.schoolId,
    shared_school_id: owned.schoolId,
  });
  const guestApplication = await createApplication(t.db, {
    partnerId: uni.partner.id,
    programId: appliedProgram.program.id,
    personId: owned.guestPersonId,
    guestId: owned.guestId,
    first_name: "Guest",
    last_name: "Fagus",
    email: "guest.fagus@own.test",
    school_partner_id: owned.schoolId,
  });
  const staffDocument = async (original_name: string) => {
    const file_name = await t.app.ctx.storage.put(PDF_SMALL, "pdf");
    const [row] = await t.db
      .insert(studentApplicationDocuments)
      .values({
        application_id: application.id,
        partner_id: uni.partner.id,
        document_type: "supporting_document",
        file_name,
        original_name,
        content_type: "application/pdf",
        size_bytes: PDF_SMALL.length,
        uploaded_by: uni.user.id,
        is_university_document: true,
      })
      .returning({ id: studentApplicationDocuments.id });
    return row?.id as number;
  };
  const applicationDocumentId = await staffDocument("owner-report.pdf");
  const deletableDocumentId = await staffDocument("owner-deletable.pdf");
  await t.db.insert(studentApplicationComments).values({
    application_id: application.id,
    partner_id: uni.partner.id,
    user_id: uni.user.id,
    body: "Owner review comment",
  });
  // The owner applicant's application fee (issue 27): a payment due, waivable (its owner's waiver is its case's success).
  const [payment] = await t.db
    .insert(payments)
    .values({
      public_token: newToken(),
      partner_id: uni.partner.id,
      application_id: application.id,
      program_id: appliedProgram.program.id,
      guest_id: applicant.guestId,
      kind: "application_fee",
      amount_minor: 6000,
      currency: "USD",
    })
    .returning({ id: payments.id, token: payments.public_token });
  // A payments CSV the owner asked for, written (its link is the status's answer, for the owner only).
  const paymentFile = newFileName("csv");
  await t.app.ctx.storage.write(paymentFile, Readable.from(["Payment,Email\r\n1,applicant.fagus@own.test\r\n"]));
  const [paymentExport] = await t.db
    .insert(paymentExports)
    .values({
      partner_id: uni.partner.id,
      user_id: uni.user.id,
      filters: { kind: "application_fee" },
      status: "ready",
      expected_rows: 1,
      rows_written: 1,
      file_key: paymentFile,
      requested_at: new Date(BUILT_AT),
      finished_at: new Date(BUILT_AT),
    })
    .returning({ id: paymentExports.id });
  return {
    payment: payment as { id: number; token: string },
    paymentExportId: paymentExport?.id as number,
    ownExport,
    ownProgram,
    leavingProgram,
    draftProgram,
    applicant,
    application,
    guestApplication,
    applicationDocumentId,
    deletableDocumentId,
  };
}
