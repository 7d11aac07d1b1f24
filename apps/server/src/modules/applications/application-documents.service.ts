import {
  APPLICATION_DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPE_NAMES,
  type DocumentType,
} from "@quad/contract/rules/document-types";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { shownName } from "../../lib/file-names.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { checkUpload } from "../../lib/uploads.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createApplicationDocumentsRepository } from "./application-documents.repository.ts";
import { createApplicationsRepository } from "./applications.repository.ts";
import { documentView } from "./applications.view.ts";

type Ctx = Pick<AppContext, "db" | "now" | "storage">;

/** Application documents: PDF, JPEG or PNG by content, 5 MB (rules/document-types.ts). */
export const DOCUMENT_RULE = {
  maxMb: APPLICATION_DOCUMENT_MAX_BYTES / (1024 * 1024),
  types: ["application/pdf", "image/jpeg", "image/png"] as ("application/pdf" | "image/jpeg" | "image/png")[],
};

const typeName = (type: string) => DOCUMENT_TYPE_NAMES[type as DocumentType] ?? type;

/**
 * A file checked by content and size, stored under a generated name; 422 on the field otherwise. The name the user
 * gave it is kept as shown back (last path segment, no control characters: PostgreSQL refuses NUL).
 */
export async function storeDocument(ctx: Pick<AppContext, "storage">, file: UploadedFile | undefined, field: string) {
  if (!file) throw new ValidationError({ [field]: "is required" });
  const checked = await checkUpload(file, DOCUMENT_RULE);
  if ("error" in checked) throw new ValidationError({ [field]: checked.error });
  const contentType = checked.ext === "pdf" ? "application/pdf" : checked.ext === "png" ? "image/png" : "image/jpeg";
  const name = await ctx.storage.put(file.data, checked.ext);
  return {
    file_name: name,
    original_name: shownName(file.filename, checked.ext),
    content_type: contentType,
    size_bytes: file.data.length,
  };
}

/**
 * Staff's documents on an application (spec 3 §7 upload_document, the UCAS report, DELETE
 * student_application_documents/{id}): uploads checked by content, stored under generated names, served only to the
 * institution's staff; deleting marks the row (is_deleted, who, when) and keeps the file. Every upload and deletion
 * is on the application's activity.
 */
export function createApplicationDocuments(ctx: Ctx) {
  const { db, now } = ctx;
  const repo = createApplicationsRepository(db);
  const documents = createApplicationDocumentsRepository(db);

  async function find(me: UserWithPartner, id: number) {
    const row = await repo.document(me.partner_id, id);
    if (!row || row.is_deleted) throw new NotFoundError(`Document ${id} not found`);
    return row;
  }

  async function readBack(partnerId: number, id: number) {
    const row = await repo.document(partnerId, id);
    if (!row) throw new Error(`document ${id} not read back`);
    return documentView(row);
  }

  return {
    /** Stores a staff document on one of the partner's applications. */
    async upload(
      me: UserWithPartner,
      applicationId: number,
      type: DocumentType,
      file: UploadedFile | undefined,
      field: string,
    ) {
      const application = await repo.get(me.partner_id, applicationId);
      if (!application) throw new NotFoundError(`Application ${applicationId} not found`);
      const stored = await storeDocument(ctx, file, field);
      const at = now();
      const id = await repo.transaction(async (tx) => {
        const docId = await documents.addStaffDocument(tx, {
          applicationId,
          partnerId: me.partner_id,
          userId: me.id,
          type,
          file: stored,
          at,
        });
        await repo.addEvents(tx, [
          {
            application_id: applicationId,
            partner_id: me.partner_id,
            kind: "document_uploaded",
            to_value: type,
            note: stored.original_name,
            actor_user_id: me.id,
            actor_kind: "staff",
            document_id: docId,
            created_at: at,
          },
        ]);
        return docId;
      });
      return { document: await readBack(me.partner_id, id), message: `${typeName(type)} uploaded successfully` };
    },

    /** A document of the partner's for the inline preview: its bytes as a stream. */
    async open(me: UserWithPartner, id: number) {
      const row = await find(me, id);
      const file = await ctx.storage.stream(row.file_name);
      if (!file) throw new NotFoundError(`Document ${id} not found`);
      return { ...file, content_type: row.content_type, original_name: row.original_name };
    },

    /** Marks a staff document deleted (never erased): "{document name} deleted successfully". */
    async remove(me: UserWithPartner, id: number) {
      const row = await find(me, id);
      if (!row.is_university_document)
        throw new ConflictError(`Document ${id} is the applicant's own: only your team's documents can be deleted`);
      const at = now();
      await repo.transaction(async (tx) => {
        // Only the call that marks it deletes it: a concurrent second delete finds it gone (404), not audited twice.
        const marked = await documents.markDeleted(tx, {
          id,
          applicationId: row.application_id,
          userId: me.id,
          at,
        });
        if (!marked) throw new NotFoundError(`Document ${id} not found`);
        await repo.addEvents(tx, [
          {
            application_id: row.application_id,
            partner_id: me.partner_id,
            kind: "document_deleted",
            from_value: row.document_type,
            note: row.original_name,
            actor_user_id: me.id,
            actor_kind: "staff",
            document_id: id,
            created_at: at,
          },
        ]);
      });
      return { message: `${typeName(row.document_type)} deleted successfully` };
    },

    /** The student's (person's) application to the partner the UCAS report goes on: the one named, or the latest. */
    async studentApplication(me: UserWithPartner, personId: number, applicationId: number | undefined) {
      const id = await documents.studentApplication(me.partner_id, personId, applicationId);
      if (id === undefined) throw new NotFoundError(`Student ${personId} not found`);
      return id;
    },
    /** The application's current (not deleted) staff documents of a type, newest first. */
    async currentOfType(me: UserWithPartner, applicationId: number, type: DocumentType) {
      return documents.currentOfType(me.partner_id, applicationId, type);
    },
  };
}
