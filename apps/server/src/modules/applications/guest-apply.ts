import type { DocumentType } from "@quad/contract/rules/document-types";
import type { AppContext } from "../../app-context.ts";
import { ConflictError } from "../../lib/errors.ts";
import type { GuestRow } from "../webinars/guests.repository.ts";
import type { StoredFile } from "./application-documents.repository.ts";
import type { ApplicationPayments } from "./application-ports.ts";
import { createGuestApplyRepository } from "./guest-apply.repository.ts";

/** One application per person and program unless withdrawn (decision 082). */
export const ALREADY_APPLIED = "You have already applied to this program";

export interface Submission {
  guest: GuestRow;
  personId: number;
  program: { id: number; partner_id: number };
  round: { id: number; start_date: string | null } | null;
  courseId: number | null;
  schoolName: string | null;
  /** Shared with the counsellors of the school named in the profile (decision 072). */
  shareWithSchool: boolean;
  feeWaived: boolean;
  /** Files already in storage (no external call inside the transaction). */
  documents: {
    type: DocumentType;
    file: StoredFile;
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
 * The application in one transaction (guest-apply.repository.ts): one per person and program unless
 * withdrawn (409 for the second of concurrent submissions), with its documents, audit, 'applied' activity and the
 * connection moved to applying. On a refusal the files already stored are removed.
 */
export async function submitApplication(
  ctx: Pick<AppContext, "db" | "storage">,
  s: Submission,
  payments?: ApplicationPayments,
): Promise<number> {
  const g = s.guest;
  try {
    const outcome = await createGuestApplyRepository(ctx.db).submit({
      afterInsert: payments ? (tx, id) => payments.submitted(tx, id, s.at) : undefined,
      application: {
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
        shared_school_id: s.shareWithSchool ? g.school_partner_id : null,
        shared_at: s.shareWithSchool && g.school_partner_id !== null ? s.at : null,
        ...sectionsOf(g, s.schoolName),
        start_date: s.round?.start_date ?? null,
        fee_status: s.feeWaived ? "waived" : "unpaid",
        fee_waived: s.feeWaived,
        document_upload_date: s.documents.length > 0 ? s.at : null,
        submitted_at: s.at,
        status_changed_at: s.at,
        updated_at: s.at,
      },
      documents: s.documents,
    });
    if ("existing" in outcome) throw new ConflictError(ALREADY_APPLIED, { application_id: outcome.existing });
    return outcome.id;
  } catch (err) {
    for (const d of s.documents) await ctx.storage.remove(d.file.file_name).catch(() => undefined);
    throw err;
  }
}
