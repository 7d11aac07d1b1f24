import {
  DocumentResponseSchema,
  StudentDocumentInputSchema,
  StudentDocumentResponseSchema,
  UploadDocumentInputSchema,
} from "@quad/contract/api/applications";
import { IdParamSchema, MessageSchema } from "@quad/contract/api/common";
import { DOCUMENT_TYPE_NAMES } from "@quad/contract/rules/document-types";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { readForm } from "../../lib/form.ts";
import { parseOr422 } from "../../lib/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { createApplicationDocuments } from "./application-documents.service.ts";
import { APPLICATION_TAGS } from "./applications.routes.ts";
import { createSchoolApplications, isSchool } from "./school-applications.service.ts";

const FileBytes = z.string().meta({ format: "binary" });
const fileDescription = "PDF, JPEG or PNG (checked by content), at most 5 MB.";

/** A form's `student[name]` fields (and a JSON body's `student` object) as plain names. */
export function studentFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const nested = fields.student;
  if (nested && typeof nested === "object" && !Array.isArray(nested)) Object.assign(out, nested);
  for (const [key, value] of Object.entries(fields)) {
    if (key === "student" && typeof value === "object") continue;
    const m = /^student\[(\w+)\]$/.exec(key);
    out[m?.[1] ?? key] = value;
  }
  return out;
}

/** A file name safe inside a quoted Content-Disposition parameter. */
const safeName = (name: string) => name.replace(/[^\w.\- ]/g, "_").slice(0, 120) || "document";

/** Staff's documents on applications (spec 3 §7): upload, inline preview, delete (marks only). */
export async function applicationDocumentRoutes(app: ZodApp) {
  const service = createApplicationDocuments(app.ctx);
  const school = createSchoolApplications(app.ctx);
  const tags = APPLICATION_TAGS;
  const preHandler = [app.requireAuth, app.requireInstituteType("University", "ApplicationClient", "School")];

  app.post(
    "/student_applications/:id/upload_document",
    {
      preHandler,
      schema: {
        summary: "Upload a supporting document to an application (multipart field document)",
        description: `The file in the field document; document_type (default supporting_document). A School adds to an application its student shared with it one of the school documents the program asks for (transcript, recommendation_letter; else 422), which the university sees as from the school (decision 073). ${fileDescription}`,
        tags,
        params: IdParamSchema,
        form: UploadDocumentInputSchema,
        files: ["document"],
        response: { 201: DocumentResponseSchema },
      },
    },
    async (request, reply) => {
      const me = authOf(request).user;
      const { fields, files } = await readForm(request);
      const input = parseOr422(UploadDocumentInputSchema, fields);
      const file = files.find((f) => f.field === "document");
      const upload = isSchool(me) ? school.upload : service.upload;
      return reply.code(201).send(await upload(me, request.params.id, input.document_type, file, "document"));
    },
  );

  app.get(
    "/student_application_documents/:id",
    {
      preHandler,
      schema: {
        summary: "A document of one of the institution's applications, inline (previews)",
        tags,
        params: IdParamSchema,
        response: {
          200: {
            description: "The document's bytes",
            content: {
              "application/pdf": { schema: FileBytes },
              "image/jpeg": { schema: FileBytes },
              "image/png": { schema: FileBytes },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const me = authOf(request).user;
      const file = await (isSchool(me) ? school.open(me, request.params.id) : service.open(me, request.params.id));
      if (file.size !== undefined) reply.header("content-length", file.size);
      return (
        reply
          .header("content-type", file.content_type)
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", `inline; filename="${safeName(file.original_name)}"`)
          // The stream is sent as it is; the binary schema above only documents it.
          .send(file.body as unknown as string)
      );
    },
  );

  app.delete(
    "/student_application_documents/:id",
    {
      preHandler,
      schema: {
        summary: "Delete a document your team uploaded: it is marked deleted, never erased",
        description:
          'Answers "{document name} deleted successfully". An applicant\'s own document is a 409. A School deletes only the documents it added (decision 073); any other is not found.',
        errors: [409],
        tags,
        params: IdParamSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const me = authOf(request).user;
      return isSchool(me) ? school.remove(me, request.params.id) : service.remove(me, request.params.id);
    },
  );
}

/** PATCH /api/v2/partners/students/{id}: the student's UCAS report, uploaded or deleted (spec 3 §7). */
export async function studentDocumentRoutes(app: ZodApp) {
  const service = createApplicationDocuments(app.ctx);
  app.patch(
    "/students/:id",
    {
      preHandler: [app.requireAuth, app.requireInstituteType("University", "ApplicationClient", "School")],
      schema: {
        summary: "Upload or delete a student's UCAS report (multipart student[document_type], student[document])",
        description: `{id} is the student's user_id of the application list. With the file student[document] it is uploaded to the student's application (student[application_id], else their latest to your institution); with student[remove_document]=true the current one is marked deleted ("{document name} deleted successfully"). ${fileDescription}`,
        tags: APPLICATION_TAGS,
        params: IdParamSchema,
        form: StudentDocumentInputSchema,
        files: ["student[document]"],
        response: { 200: StudentDocumentResponseSchema },
      },
    },
    async (request) => {
      const me = authOf(request).user;
      const { fields, files } = await readForm(request);
      const input = parseOr422(StudentDocumentInputSchema, studentFields(fields));
      const file = files.find((f) => f.field === "student[document]" || f.field === "document");
      const applicationId = await service.studentApplication(me, request.params.id, input.application_id);
      if (file || !input.remove_document) {
        const { document, message } = await service.upload(me, applicationId, input.document_type, file, "document");
        return { document, message };
      }
      const [current] = await service.currentOfType(me, applicationId, input.document_type);
      if (!current) throw new NotFoundError(`No ${DOCUMENT_TYPE_NAMES[input.document_type]} to delete`);
      return { ...(await service.remove(me, current.id)), document: null };
    },
  );
}
