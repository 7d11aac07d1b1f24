import type { MyApplicationSchema } from "@quad/contract/api/application-guest";
import type { ApplicationResult, ApplicationStatus } from "@quad/contract/rules/application";
import { applicantStateOf, isDecisionEvent } from "@quad/contract/rules/decision-release";
import { DOCUMENT_TYPE_NAMES, type DocumentType } from "@quad/contract/rules/document-types";
import type { z } from "zod";
import type { GuestApplicationsRepository } from "./guest-applications.repository.ts";

type MyApplication = z.infer<typeof MyApplicationSchema>;
type Repo = GuestApplicationsRepository;
type Row = Awaited<ReturnType<Repo["mine"]>>[number];
type Doc = Awaited<ReturnType<Repo["documentsOf"]>>[number];
type SharedDoc = Awaited<ReturnType<Repo["sharedDocumentsOf"]>>[number];
type History = Awaited<ReturnType<Repo["historyOf"]>>[number];

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
/** The student's application to a program, as they see it (a held decision is under review). */
export function myApplicationOf(
  row: { id: number; status: string; result: string | null; decision_released_at: Date | null } | undefined,
) {
  if (!row) return null;
  const seen = applicantStateOf(
    { status: row.status as ApplicationStatus, result: row.result as ApplicationResult | null },
    row.decision_released_at,
  );
  return { id: row.id, status: seen.status, result: seen.result };
}
/** When the review last moved before its held decision (the last status move the applicant may see). */
function heldSince(
  history: { application_id: number; kind: string; to_value: string | null; created_at: Date }[],
  id: number,
  submitted: Date,
): Date {
  let at = submitted;
  for (const h of history)
    if (h.application_id === id && h.kind === "status" && !isDecisionEvent(h) && h.created_at > at) at = h.created_at;
  return at;
}

/**
 * One application as its student sees it (decision 080): a decision not yet released shows under review, with
 * neither its result, nor the history that tells it, nor the documents shared with it (decision 081).
 */
export function myApplicationView(
  r: Row,
  lists: { documents: Doc[]; shared: SharedDoc[]; history: History[] },
  fileUrl: (fileName: string) => string,
): MyApplication {
  const { documents, shared, history } = lists;
  const told = r.decision_released_at;
  const seen = applicantStateOf(
    { status: r.status as ApplicationStatus, result: r.result as ApplicationResult | null },
    told,
  );
  return {
    id: r.id,
    program: { id: r.program_id, name: r.program_name },
    institution: { id: r.university_id, name: r.university_name },
    course: named(r.course_id, r.course_name),
    intake_round: named(r.intake_round_id, r.intake_round_name),
    start_date: r.start_date,
    status: seen.status,
    result: seen.result,
    submitted_at: r.submitted_at.toISOString(),
    // A held decision shows when the review last moved that the applicant knows of: not the decision's moment.
    status_changed_at: (seen.held ? heldSince(history, r.id, r.submitted_at) : r.status_changed_at).toISOString(),
    school_share:
      r.school_partner_id !== null && r.school_partner_name !== null
        ? {
            school: { id: r.school_partner_id, name: r.school_partner_name },
            shared: r.shared_school_id === r.school_partner_id,
          }
        : null,
    documents: documents
      .filter((d) => d.application_id === r.id)
      .map((d) => ({
        id: d.id,
        document_type: d.document_type as DocumentType,
        name: DOCUMENT_TYPE_NAMES[d.document_type as DocumentType] ?? d.document_type,
        original_name: d.original_name,
        created_at: d.created_at.toISOString(),
      })),
    // Told with the decision: nothing before it is released (decision 081).
    shared_documents:
      told === null
        ? []
        : shared
            .filter((d) => d.application_id === r.id)
            .map((d) => ({
              id: d.id,
              document_type: d.document_type as DocumentType,
              name: DOCUMENT_TYPE_NAMES[d.document_type as DocumentType] ?? d.document_type,
              original_name: d.original_name,
              created_at: d.created_at.toISOString(),
              url: fileUrl(d.file_name),
            })),
    history: history
      .filter((h) => h.application_id === r.id && !(told === null && isDecisionEvent(h)))
      .map((h) => ({
        kind: h.kind,
        // A move out of a decision never told (a withdrawal) starts, for the applicant, from under review.
        from_value:
          told === null && isDecisionEvent({ kind: h.kind, to_value: h.from_value }) ? "in_review" : h.from_value,
        to_value: h.to_value,
        occurred_at: h.created_at.toISOString(),
      })),
  };
}
