import type { DocumentType } from "@quad/contract/rules/document-types";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Tx } from "./applications.repository.ts";
import { studentApplications as a, studentApplicationDocuments as docs } from "./applications.table.ts";

/** A stored file as a document row records it. */
export interface StoredFile {
  file_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
}

/** The latest upload among the application's documents not deleted (its document_upload_date). */
const latestUpload = (applicationId: number) =>
  sql`(select max(${docs.created_at}) from ${docs} where ${docs.application_id} = ${applicationId} and not ${docs.is_deleted})`;

/** Writes and look-ups of staff's documents on an institution's applications. */
export function createApplicationDocumentsRepository(db: Db) {
  return {
    /** Records a staff document and the application's new document_upload_date (in the caller's transaction). */
    async addStaffDocument(
      tx: Tx,
      v: { applicationId: number; partnerId: number; userId: number; type: DocumentType; file: StoredFile; at: Date },
    ) {
      const [doc] = await tx
        .insert(docs)
        .values({
          application_id: v.applicationId,
          partner_id: v.partnerId,
          document_type: v.type,
          ...v.file,
          uploaded_by: v.userId,
          is_university_document: true,
          created_at: v.at,
        })
        .returning({ id: docs.id });
      if (!doc) throw new Error("document not stored");
      await tx.update(a).set({ document_upload_date: v.at, updated_at: v.at }).where(eq(a.id, v.applicationId));
      return doc.id;
    },

    /**
     * Marks a document deleted and the application's document_upload_date follows (in the caller's transaction);
     * false when it already was (only the call that marks it deletes it).
     */
    async markDeleted(tx: Tx, v: { id: number; applicationId: number; userId: number; at: Date }) {
      const [marked] = await tx
        .update(docs)
        .set({ is_deleted: true, deleted_at: v.at, deleted_by: v.userId })
        .where(and(eq(docs.id, v.id), eq(docs.is_deleted, false)))
        .returning({ id: docs.id });
      if (!marked) return false;
      await tx
        .update(a)
        .set({ document_upload_date: latestUpload(v.applicationId), updated_at: v.at })
        .where(eq(a.id, v.applicationId));
      return true;
    },

    /** The person's application to the partner: the one named, or the latest. */
    async studentApplication(partnerId: number, personId: number, applicationId: number | undefined) {
      const [row] = await db
        .select({ id: a.id })
        .from(a)
        .where(
          and(
            eq(a.partner_id, partnerId),
            eq(a.person_id, personId),
            applicationId === undefined ? undefined : eq(a.id, applicationId),
          ),
        )
        .orderBy(desc(a.submitted_at), desc(a.id))
        .limit(1);
      return row?.id;
    },

    /** The application's current (not deleted) staff documents of a type, newest first. */
    async currentOfType(partnerId: number, applicationId: number, type: DocumentType) {
      return db
        .select({ id: docs.id })
        .from(docs)
        .where(
          and(
            eq(docs.application_id, applicationId),
            eq(docs.partner_id, partnerId),
            eq(docs.document_type, type),
            eq(docs.is_university_document, true),
            eq(docs.is_deleted, false),
          ),
        )
        .orderBy(desc(docs.created_at), desc(docs.id));
    },
  };
}
