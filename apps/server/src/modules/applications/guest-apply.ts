import type { DocumentType } from "@quad/contract/rules/document-types";
import { and, eq, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import { ConflictError } from "../../lib/errors.ts";
import type { GuestRow } from "../webinars/guests.repository.ts";
import { activities } from "../webinars/webinars.table.ts";
import { advanceConnection } from "./application-connection.ts";
import {
  studentApplications as a,
  studentApplicationDocuments as docs,
  studentApplicationEvents as events,
} from "./applications.table.ts";

export const ALREADY_APPLIED = "You have already applied to this program for this intake";

export interface Submission {
  guest: GuestRow;
  personId: number;
  program: { id: number; partner_id: number };
  round: { id: number; start_date: string | null } | null;
  courseId: number | null;
  schoolName: string | null;
  feeWaived: boolean;
  /** Files already in storage (no external call inside the transaction). */
  documents: {
    type: DocumentType;
    file: { file_name: string; original_name: string; content_type: string; size_bytes: number };
  }[];
  at: Date;
}

/** The applicant's sections as submitted, from their guest profile (spec 3 §2 detail sections). */
function sectionsOf(g: GuestRow, schoolName: string | null) {
  return {
    personal: {
      date_of_birth: g.date_of_birth,
      gender: g.gender,
      phone: g.phone,
      city: g.city,
      state: g.state,
      postal_code: g.postal_code,
      country_id: g.country_id,
      citizenship_country_id: g.citizenship_country_id,
    },
    guardian: {},
    education: { school_name: schoolName, graduation_year: g.graduation_year },
    academic: { planned_start: g.planned_start, academic_interests: g.academic_interests },
    tests: Object.entries(g.scores ?? {}).map(([test, score]) => ({ test, score })),
  };
}

/**
 * One transaction: the application (one per person, program and intake unless withdrawn: concurrent submissions
 * wait on an advisory lock of that key, 409 for the second), its documents, the 'submitted' event, the 'applied'
 * activity (its trigger makes or advances the connection, source application) and the connection moved to applying
 * with its history. On a refusal the files already stored are removed.
 */
export async function submitApplication(ctx: Pick<AppContext, "db" | "storage">, s: Submission): Promise<number> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`apply:${s.program.id}:${s.personId}`}, 0))`,
      );
      const [existing] = await tx
        .select({ id: a.id })
        .from(a)
        .where(
          and(
            eq(a.program_id, s.program.id),
            eq(a.person_id, s.personId),
            sql`${a.intake_round_id} is not distinct from ${s.round?.id ?? null}`,
            ne(a.status, "withdrawn"),
          ),
        )
        .limit(1);
      if (existing) throw new ConflictError(ALREADY_APPLIED, { application_id: existing.id });
      const g = s.guest;
      const [row] = await tx
        .insert(a)
        .values({
          partner_id: s.program.partner_id,
          program_id: s.program.id,
          intake_round_id: s.round?.id ?? null,
          course_id: s.courseId,
          person_id: s.personId,
          webinar_user_id: g.id,
          first_name: g.first_name,
          last_name: g.last_name,
          email: g.email,
          country_id: g.country_id,
          school_partner_id: g.school_partner_id,
          school_name: s.schoolName,
          ...sectionsOf(g, s.schoolName),
          start_date: s.round?.start_date ?? null,
          fee_status: s.feeWaived ? "waived" : "unpaid",
          fee_waived: s.feeWaived,
          document_upload_date: s.documents.length > 0 ? s.at : null,
          submitted_at: s.at,
          status_changed_at: s.at,
          updated_at: s.at,
        })
        .returning({ id: a.id });
      if (!row) throw new Error("application not stored");
      if (s.documents.length > 0)
        await tx.insert(docs).values(
          s.documents.map((d) => ({
            application_id: row.id,
            partner_id: s.program.partner_id,
            document_type: d.type,
            ...d.file,
            created_at: s.at,
          })),
        );
      await tx.insert(events).values({
        application_id: row.id,
        partner_id: s.program.partner_id,
        kind: "submitted",
        to_value: "submitted",
        actor_kind: "applicant",
        created_at: s.at,
      });
      await tx
        .insert(activities)
        .values({ person_id: s.personId, partner_id: s.program.partner_id, kind: "applied", occurred_at: s.at });
      await advanceConnection(tx, {
        partnerId: s.program.partner_id,
        personId: s.personId,
        to: "applying",
        userId: null,
        at: s.at,
      });
      return row.id;
    });
  } catch (err) {
    for (const d of s.documents) await ctx.storage.remove(d.file.file_name).catch(() => undefined);
    throw err;
  }
}
