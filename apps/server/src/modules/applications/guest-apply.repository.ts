import type { DocumentType } from "@quad/contract/rules/document-types";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { activities } from "../webinars/webinars.table.ts";
import { advanceConnection } from "./application-connection.repository.ts";
import type { StoredFile } from "./application-documents.repository.ts";
import type { Tx } from "./applications.repository.ts";
import {
  studentApplications as a,
  studentApplicationDocuments as docs,
  studentApplicationEvents as events,
} from "./applications.table.ts";

/** The row of a new application, as the applicant submits it. */
export type NewApplication = Omit<typeof a.$inferInsert, "id"> & {
  partner_id: number;
  program_id: number;
  person_id: number;
  submitted_at: Date;
};

/** What an applicant's submission writes. */
export interface SubmissionRecord {
  /** Work of other modules in the same transaction (the payments due, through the port). */
  afterInsert?: (tx: Tx, id: number) => Promise<void>;
  application: NewApplication;
  documents: { type: DocumentType; file: StoredFile }[];
}

/** The writes of applying from the guest area. */
export function createGuestApplyRepository(db: Db) {
  return {
    /**
     * One transaction: unless the person already applied to the program (not withdrawn, any intake; concurrent
     * submissions wait on an advisory lock of that key), the application, its documents, the 'submitted' event, the
     * 'applied' activity (its trigger makes or advances the connection, source application) and the connection
     * moved to applying with its history. Answers the new id, or the existing application's.
     */
    async submit(s: SubmissionRecord): Promise<{ id: number } | { existing: number }> {
      const v = s.application;
      const at = v.submitted_at;
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`apply:${v.program_id}:${v.person_id}`}, 0))`,
        );
        const [existing] = await tx
          .select({ id: a.id })
          .from(a)
          .where(and(eq(a.program_id, v.program_id), eq(a.person_id, v.person_id), ne(a.status, "withdrawn")))
          .limit(1);
        if (existing) return { existing: existing.id };
        const [row] = await tx.insert(a).values(v).returning({ id: a.id });
        if (!row) throw new Error("application not stored");
        if (s.documents.length > 0)
          await tx.insert(docs).values(
            s.documents.map((d) => ({
              application_id: row.id,
              partner_id: v.partner_id,
              document_type: d.type,
              ...d.file,
              created_at: at,
            })),
          );
        await tx.insert(events).values({
          application_id: row.id,
          partner_id: v.partner_id,
          kind: "submitted",
          to_value: "submitted",
          actor_kind: "applicant",
          created_at: at,
        });
        await tx
          .insert(activities)
          .values({ person_id: v.person_id, partner_id: v.partner_id, kind: "applied", occurred_at: at });
        await advanceConnection(tx, {
          partnerId: v.partner_id,
          personId: v.person_id,
          to: "applying",
          userId: null,
          at,
        });
        await s.afterInsert?.(tx, row.id);
        return { id: row.id };
      });
    },
  };
}
