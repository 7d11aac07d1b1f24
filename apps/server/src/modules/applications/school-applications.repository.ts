import type { DocumentType } from "@quad/contract/rules/document-types";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { StoredFile } from "./application-documents.repository.ts";
import type { TimelineRow } from "./application-timeline.repository.ts";
import type { Tx } from "./applications.repository.ts";
import { studentApplications as a, studentApplicationDocuments as docs } from "./applications.table.ts";

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** What a school's counsellor follows of the history: the submission, status and result moves (decision 072). */
export const SCHOOL_EVENTS = ["submitted", "status", "result"] as const;

/**
 * The school's side of its students' shared applications (issue 24 §1, decisions 072–073): the documents it may
 * open, the documents it adds, and the history it follows. Every read takes the school and the share.
 */
export function createSchoolApplicationsRepository(db: Db) {
  return {
    /**
     * A document of an application shared with the school that the school may open: the applicant's own, or one
     * the school added; undefined for staff's documents, deleted ones, and anything not shared with it.
     */
    async document(schoolId: number, id: number) {
      const [row] = await db
        .select({
          id: docs.id,
          application_id: docs.application_id,
          partner_id: docs.partner_id,
          school_partner_id: docs.school_partner_id,
          document_type: docs.document_type,
          file_name: docs.file_name,
          original_name: docs.original_name,
          content_type: docs.content_type,
          is_university_document: docs.is_university_document,
        })
        .from(docs)
        .innerJoin(a, eq(a.id, docs.application_id))
        .where(
          and(
            eq(docs.id, id),
            eq(a.shared_school_id, schoolId),
            eq(docs.is_deleted, false),
            eq(docs.is_university_document, false),
            sql`(${docs.school_partner_id} is null or ${docs.school_partner_id} = ${schoolId})`,
          ),
        );
      return row;
    },

    /** Records a school document on the application and its new document_upload_date (in the caller's transaction). */
    async addSchoolDocument(
      tx: Tx,
      v: {
        applicationId: number;
        partnerId: number;
        schoolId: number;
        userId: number;
        type: DocumentType;
        file: StoredFile;
        at: Date;
      },
    ) {
      const [doc] = await tx
        .insert(docs)
        .values({
          application_id: v.applicationId,
          partner_id: v.partnerId,
          school_partner_id: v.schoolId,
          document_type: v.type,
          ...v.file,
          uploaded_by: v.userId,
          is_university_document: false,
          created_at: v.at,
        })
        .returning({ id: docs.id });
      if (!doc) throw new Error("document not stored");
      await tx.update(a).set({ document_upload_date: v.at, updated_at: v.at }).where(eq(a.id, v.applicationId));
      return doc.id;
    },

    /**
     * The application's history as the school follows it, newest first: the submission, status and result moves,
     * and the documents the school added or deleted; no staff note nor reviewer's name (the university's own).
     */
    async history(schoolId: number, applicationId: number, page: number, perPage: number) {
      const kinds = sql.join(
        SCHOOL_EVENTS.map((k) => sql`${k}`),
        sql`, `,
      );
      const events = sql`
        select 'event-' || e.id as id, 'application' as source, e.kind, e.from_value, e.to_value,
          case when d.school_partner_id is not null then e.note end as note,
          null::int as actor_id, null::text as actor_first_name, null::text as actor_last_name,
          case when d.school_partner_id is not null then 'school' else e.actor_kind end as actor_kind,
          e.document_id, e.created_at as occurred_at, e.id as seq
        from student_application_events e
        left join student_application_documents d on d.id = e.document_id
        where e.application_id = ${applicationId}
          and (e.kind in (${kinds})
            or (e.kind in ('document_uploaded', 'document_deleted') and d.school_partner_id = ${schoolId}))`;
      const rows = rowsOf<TimelineRow>(
        await db.execute(sql`select * from (${events}) t order by occurred_at desc, seq desc
          limit ${perPage} offset ${(page - 1) * perPage}`),
      );
      const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${events}) t`));
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
