import type { ApplicationDocument } from "@quad/contract/api/applications";
import type { ApplicationListItem } from "@quad/contract/api/applications-list";
import {
  type ApplicationResult,
  type ApplicationState,
  type ApplicationStatus,
  type FeeStatus,
  RESULT_CLASS_NAMES,
  STATUS_CLASS_NAMES,
  type UcasChoice,
} from "@quad/contract/rules/application";
import { daysInStatus, isOverdue } from "@quad/contract/rules/application-list";
import { DECIDED_STATUSES } from "@quad/contract/rules/decision-release";
import { DOCUMENT_TYPE_NAMES, type DocumentType } from "@quad/contract/rules/document-types";
import type { TimelineRow } from "./application-timeline.repository.ts";
import type { ApplicationRow, DocumentRow } from "./applications.repository.ts";

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The status machine's view of a row. */
export function stateOf(row: {
  status: string;
  result: string | null;
  is_deposit_paid: boolean | null;
  choice: string | null;
  fee_status: string;
}): ApplicationState {
  return {
    status: row.status as ApplicationStatus,
    result: row.result as ApplicationResult | null,
    is_deposit_paid: row.is_deposit_paid,
    choice: row.choice as UcasChoice | null,
    fee_status: row.fee_status as FeeStatus,
  };
}

/** The applicant's school: the School partner when known, else the name they gave. */
export function schoolOf(row: Pick<ApplicationRow, "school_partner_id" | "school_partner_name" | "school_name">) {
  if (row.school_partner_id !== null && row.school_partner_name !== null)
    return { id: row.school_partner_id, name: row.school_partner_name };
  return row.school_name ? { id: null, name: row.school_name } : null;
}

/** One row of the list as the wire carries it. */
export function listItemView(row: ApplicationRow, reviewDays: number, now: Date): ApplicationListItem {
  const status = row.status as ApplicationStatus;
  const result = row.result as ApplicationResult | null;
  return {
    id: row.id,
    student: { user_id: row.person_id, first_name: row.first_name, last_name: row.last_name, email: row.email },
    program: { id: row.program_id, name: row.program_name },
    institution: { id: row.university_id, name: row.university_name },
    course: named(row.course_id, row.course_name),
    intake_round: named(row.intake_round_id, row.intake_round_name),
    country: named(row.country_id, row.country_name),
    school: schoolOf(row),
    submitted_at: row.submitted_at.toISOString(),
    start_date: row.start_date,
    choice: row.choice as UcasChoice | null,
    status,
    status_class_name: STATUS_CLASS_NAMES[status],
    result,
    result_class_name: result ? RESULT_CLASS_NAMES[result] : null,
    document_upload_date: iso(row.document_upload_date),
    application_fee: row.application_fee === null ? null : { amount: row.application_fee, currency: row.currency },
    fee_status: row.fee_status as FeeStatus,
    fee_waived: row.fee_waived,
    is_deposit_paid: row.is_deposit_paid,
    is_new: row.is_new,
    status_changed_at: row.status_changed_at.toISOString(),
    days_in_status: daysInStatus(row.status_changed_at, now),
    is_overdue: isOverdue({ status, status_changed_at: row.status_changed_at }, reviewDays, now),
    decision_release: releaseOf(status, row),
  };
}

/** Whether the student was told the recorded decision (decision 080); null while none is recorded. */
function releaseOf(
  status: ApplicationStatus,
  row: Pick<ApplicationRow, "decision_release_at" | "decision_released_at">,
): ApplicationListItem["decision_release"] {
  if (!DECIDED_STATUSES.includes(status)) return null;
  const state = row.decision_released_at ? "released" : row.decision_release_at ? "scheduled" : "held";
  return { state, release_at: iso(row.decision_release_at), released_at: iso(row.decision_released_at) };
}

/** The authorized, inline path of a document (GET student_application_documents/{id}). */
export const documentPath = (id: number) => `/api/v1/partners/student_application_documents/${id}`;

export function documentView(d: DocumentRow): ApplicationDocument {
  const type = d.document_type as DocumentType;
  return {
    id: d.id,
    document_type: type,
    name: DOCUMENT_TYPE_NAMES[type] ?? d.document_type,
    original_name: d.original_name,
    content_type: d.content_type,
    size_bytes: d.size_bytes,
    is_deleted: d.is_deleted,
    uploaded_by:
      d.uploader_id !== null
        ? { id: d.uploader_id, name: `${d.uploader_first_name} ${d.uploader_last_name}`.trim() }
        : null,
    created_at: d.created_at.toISOString(),
    from_school: named(d.school_id, d.school_name),
    url: documentPath(d.id),
  };
}

/** An entry of the application's timeline as the API shows it. */
export const timelineItemView = (r: TimelineRow) => ({
  id: r.id,
  source: r.source,
  kind: r.kind,
  from_value: r.from_value,
  to_value: r.to_value,
  note: r.note,
  actor:
    r.actor_id !== null
      ? { id: Number(r.actor_id), name: `${r.actor_first_name ?? ""} ${r.actor_last_name ?? ""}`.trim() }
      : null,
  actor_kind: r.actor_kind,
  document_id: r.document_id === null ? null : Number(r.document_id),
  occurred_at: new Date(r.occurred_at).toISOString(),
});
