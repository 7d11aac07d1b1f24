/**
 * Pure rules of applying from the guest area (issue 13 §3 "the student's side"): which rounds take applications,
 * what the form still lacks, where an application stands, and the server's refusals as translation keys.
 */
import type { ApplicationResult, ApplicationStatus } from "@quad/contract/rules/application";
import { OFFER_RESULTS } from "@quad/contract/rules/application";
import type { DocumentType } from "@quad/contract/rules/document-types";

export interface ProgramLike {
  intake_rounds: { id: number; is_open: boolean }[];
  courses: { id: number }[];
  required_documents: { type: DocumentType }[];
}

/** A program takes applications when one of its rounds is open, or when it has no rounds. */
export function isOpen(program: Pick<ProgramLike, "intake_rounds">): boolean {
  return program.intake_rounds.length === 0 || program.intake_rounds.some((r) => r.is_open);
}

export interface ApplyForm {
  intakeRoundId: number | null;
  courseId: number | null;
  documents: Partial<Record<DocumentType, File | null>>;
}

/** The first open round when there is exactly one choice to make (nothing to ask). */
export function initialForm(program: ProgramLike): ApplyForm {
  const open = program.intake_rounds.filter((r) => r.is_open);
  return {
    intakeRoundId: open.length === 1 ? (open[0]?.id ?? null) : null,
    courseId: program.courses.length === 1 ? (program.courses[0]?.id ?? null) : null,
    documents: {},
  };
}

/** What the form still lacks, by field (round, course, documents[<type>]): empty when it can be sent. */
export function missingFields(program: ProgramLike, form: ApplyForm): string[] {
  const missing: string[] = [];
  if (program.intake_rounds.length > 0 && form.intakeRoundId === null) missing.push("intake_round_id");
  if (program.courses.length > 0 && form.courseId === null) missing.push("course_id");
  for (const d of program.required_documents) if (!form.documents[d.type]) missing.push(`documents[${d.type}]`);
  return missing;
}

/** The student's view of the review, in four steps: sent, in review, decided, completed (withdrawn apart). */
export const PROGRESS = ["submitted", "in_review", "decided", "completed"] as const;

export function progressStep(status: ApplicationStatus): number {
  const i = (PROGRESS as readonly string[]).indexOf(status);
  return i === -1 ? 0 : i;
}

/** An offer for the student to act on (pay the deposit with the university). */
export function isOfferResult(result: ApplicationResult | null): boolean {
  return result !== null && OFFER_RESULTS.includes(result);
}

export const canWithdraw = (status: ApplicationStatus) => status === "submitted" || status === "in_review";

const REFUSALS: { re: RegExp; key: string; vars?: string[] }[] = [
  { re: /^You have already applied to this program$/, key: "alreadyApplied" },
  { re: /^Applications for (.+) are not open today$/, key: "roundClosed", vars: ["round"] },
  { re: /^Only students apply to programs$/, key: "studentsOnly" },
  { re: /^Only an application not yet decided can be withdrawn/, key: "cannotWithdraw" },
];

/** A refusal of the apply or withdraw call as a key under `guest.refusals.`, or null when unknown. */
export function guestRefusalKey(message: string): { key: string; values?: Record<string, string> } | null {
  for (const r of REFUSALS) {
    const m = r.re.exec(message);
    if (!m) continue;
    return {
      key: `guest.refusals.${r.key}`,
      ...(r.vars ? { values: Object.fromEntries(r.vars.map((v, i) => [v, m[i + 1] ?? ""])) } : {}),
    };
  }
  return null;
}

/** The student's word for a status (in_review is "Under review": a decision not yet released shows as it). */
export function statusKey(status: ApplicationStatus): string {
  return `guest.mine.statusWords.${status}`;
}

/** A program's card when the student has applied: the application, its status and result as translation keys. */
export function appliedState(
  mine: { id: number; status: ApplicationStatus; result: ApplicationResult | null } | null,
): { id: number; statusKey: string; resultKey: string | null } | null {
  if (!mine) return null;
  return { id: mine.id, statusKey: statusKey(mine.status), resultKey: mine.result ? `result.${mine.result}` : null };
}
