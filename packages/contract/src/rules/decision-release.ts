import {
  type ApplicationResult,
  type ApplicationState,
  type ApplicationStatus,
  type Outcome,
  withdraw,
} from "./application.ts";

/**
 * Decisions released, not leaked (issue 24 §4, decision 080): staff record a result, and the applicant hears of it
 * only once staff release it (at once or at a chosen time). Until then a decided (or completed) application shows
 * its applicant "Under review" (in_review, no result); choosing another result holds the decision again.
 */
export const DECIDED_STATUSES: readonly ApplicationStatus[] = ["decided", "completed"];

/** The decision is recorded but not yet released to the applicant. */
export function isDecisionHeld(status: ApplicationStatus, releasedAt: string | Date | null): boolean {
  return DECIDED_STATUSES.includes(status) && releasedAt === null;
}

/**
 * What the applicant sees of the state: a held decision is still under review; a result is shown only once
 * released (an application withdrawn while its decision was held never shows that decision).
 */
export function applicantStateOf(
  s: { status: ApplicationStatus; result: ApplicationResult | null },
  releasedAt: string | Date | null,
): { status: ApplicationStatus; result: ApplicationResult | null; held: boolean } {
  if (isDecisionHeld(s.status, releasedAt)) return { status: "in_review", result: null, held: true };
  return { status: s.status, result: releasedAt === null ? null : s.result, held: false };
}

/**
 * The history entries that tell a decision (the result and what follows from it): the applicant sees them only once
 * the decision is released.
 */
export function isDecisionEvent(e: { kind: string; to_value: string | null }): boolean {
  if (e.kind === "result" || e.kind === "deposit" || e.kind === "choice") return true;
  return e.kind === "status" && e.to_value !== null && (DECIDED_STATUSES as readonly string[]).includes(e.to_value);
}

/**
 * The applicant withdraws an application: one whose decision they were not told is under review for them, so it
 * may be withdrawn as one under review may (refusing would tell them it was decided).
 */
export function withdrawUnreleased(s: ApplicationState, releasedAt: string | Date | null): Outcome {
  if (!isDecisionHeld(s.status, releasedAt)) return withdraw(s);
  return {
    ok: true,
    state: { ...s, status: "withdrawn" },
    changes: [{ kind: "status", from: s.status, to: "withdrawn" }],
  };
}
