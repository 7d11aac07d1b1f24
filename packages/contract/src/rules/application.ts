/**
 * Direct apply's student applications (spec 3 §3 Application, §4 Application, §9; issue 13 §2–§3): the status
 * machine as pure functions, its labels and the bulk plan (the list's tabs, sort keys and overdue marker: application-list.ts).
 * Decision 052.
 *
 * submitted → in_review (start review) → decided (choose a result; it may change while no deposit is paid)
 *   → completed (complete, or the deposit paid on an offer; "deposit not paid" reopens one its deposit completed).
 * submitted or in_review → withdrawn (the applicant, or staff on their word).
 */

export const APPLICATION_STATUSES = ["submitted", "in_review", "decided", "completed", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_RESULTS = ["admitted", "conditional_offer", "waitlisted", "rejected"] as const;
export type ApplicationResult = (typeof APPLICATION_RESULTS)[number];
/** Results that are an offer: only these take a deposit or a UCAS firm/insurance choice. */
export const OFFER_RESULTS: readonly ApplicationResult[] = ["admitted", "conditional_offer"];
export const FEE_STATUSES = ["paid", "unpaid", "waived"] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];
export const UCAS_CHOICES = ["firm", "insurance", "declined"] as const;
export type UcasChoice = (typeof UCAS_CHOICES)[number];
/** Statuses waiting on the institution: the only ones that can be overdue. */
export const AWAITING_INSTITUTION: readonly ApplicationStatus[] = ["submitted", "in_review"];
/** Finished applications: always in the past tab. */
export const CLOSED_STATUSES: readonly ApplicationStatus[] = ["completed", "withdrawn"];
export const REVIEW_DAYS_DEFAULT = 14;
export const REVIEW_DAYS_MIN = 1;
export const REVIEW_DAYS_MAX = 365;
export const COMMENT_MAX_LENGTH = 2000;
/** Selected applications one bulk action takes. */
export const BULK_APPLICATIONS_MAX = 200;

/** English labels (look-ups, CSV, mails); the web app translates the codes itself. */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: "Submitted",
  in_review: "In review",
  decided: "Decided",
  completed: "Completed",
  withdrawn: "Withdrawn",
};
export const RESULT_LABELS: Record<ApplicationResult, string> = {
  admitted: "Admitted",
  conditional_offer: "Conditional offer",
  waitlisted: "Waitlisted",
  rejected: "Rejected",
};
export const FEE_STATUS_LABELS: Record<FeeStatus, string> = { paid: "Paid", unpaid: "Unpaid", waived: "Waived" };
export const CHOICE_LABELS: Record<UcasChoice, string> = { firm: "Firm", insurance: "Insurance", declined: "Declined" };

/** The badge classes of the list (spec 3 §3 status_class_name, result_class_name). */
export const STATUS_CLASS_NAMES: Record<ApplicationStatus, string> = {
  submitted: "info",
  in_review: "warning",
  decided: "primary",
  completed: "success",
  withdrawn: "secondary",
};
export const RESULT_CLASS_NAMES: Record<ApplicationResult, string> = {
  admitted: "success",
  conditional_offer: "info",
  waitlisted: "warning",
  rejected: "danger",
};

/** What the status machine reads and changes of an application. */
export interface ApplicationState {
  status: ApplicationStatus;
  result: ApplicationResult | null;
  is_deposit_paid: boolean | null;
  choice: UcasChoice | null;
  fee_status: FeeStatus;
}
/** One field's change, as the audit keeps it (student_application_events kind, from, to). */
export interface StateChange {
  kind: "status" | "result" | "deposit" | "choice" | "fee_status";
  from: string | null;
  to: string | null;
}
/**
 * Why a change was refused: `conflict` (409, the application's state does not allow it) or `invalid` (422, the
 * request lacks something; `field` names it).
 */
export type Refusal = { ok: false; kind: "conflict" | "invalid"; field: string; message: string };
export type Outcome = { ok: true; state: ApplicationState; changes: StateChange[] } | Refusal;

const statusText = (s: ApplicationStatus) => STATUS_LABELS[s].toLowerCase();
const refuse = (message: string, field = "status", kind: Refusal["kind"] = "conflict"): Refusal => ({
  ok: false,
  kind,
  field,
  message,
});
const done = (state: ApplicationState, changes: StateChange[] = []): Outcome => ({ ok: true, state, changes });
const moved = (s: ApplicationState, status: ApplicationStatus, extra: StateChange[] = []): Outcome =>
  done({ ...s, status }, [{ kind: "status", from: s.status, to: status }, ...extra]);

/** Start review: submitted → in_review. */
export function startReview(s: ApplicationState): Outcome {
  if (s.status !== "submitted")
    return refuse(`Only a submitted application can go into review; this one is ${statusText(s.status)}`);
  return moved(s, "in_review");
}

/**
 * Choose the result: in_review → decided with it; a decided application may change its result while no deposit
 * is paid (a waitlisted applicant admitted later). Choosing the same result again changes nothing.
 */
export function chooseResult(s: ApplicationState, result: ApplicationResult): Outcome {
  if (s.status !== "in_review" && s.status !== "decided")
    return refuse(`A result is chosen during review; this application is ${statusText(s.status)}`, "result");
  if (s.is_deposit_paid === true) return refuse("The deposit is paid: the result can no longer change", "result");
  if (s.status === "decided" && s.result === result) return done(s);
  const change: StateChange = { kind: "result", from: s.result, to: result };
  const next = { ...s, result };
  // An offer withdrawn takes the applicant's UCAS firm/insurance choice with it.
  const choice: StateChange[] =
    !OFFER_RESULTS.includes(result) && s.choice !== null && s.choice !== "declined"
      ? [{ kind: "choice", from: s.choice, to: null }]
      : [];
  if (choice.length) next.choice = null;
  if (s.status === "decided") return done(next, [change, ...choice]);
  return moved(next, "decided", [change, ...choice]);
}

/** Complete: decided → completed (staff close it; paying the deposit on an offer does it too). */
export function complete(s: ApplicationState): Outcome {
  if (s.status === "completed") return done(s);
  if (s.status !== "decided")
    return refuse(`Only a decided application can be completed; this one is ${statusText(s.status)}`);
  return moved(s, "completed");
}

/** Withdraw (the applicant, or staff on their word): submitted or in_review → withdrawn. */
export function withdraw(s: ApplicationState): Outcome {
  if (s.status === "withdrawn") return done(s);
  if (!AWAITING_INSTITUTION.includes(s.status))
    return refuse(`Only an application not yet decided can be withdrawn; this one is ${statusText(s.status)}`);
  return moved(s, "withdrawn");
}

/**
 * Deposit paid or not (spec 3 §2): only on an offer (admitted or conditional offer) once decided. Paid completes
 * a decided application; "not paid" on one completed by its deposit reopens it (decided).
 */
export function setDeposit(s: ApplicationState, paid: boolean): Outcome {
  if (s.result === null || !OFFER_RESULTS.includes(s.result))
    return refuse("A deposit is set only on an offer (admitted or conditional offer)", "is_deposit_paid");
  if (s.status !== "decided" && s.status !== "completed")
    return refuse(`A deposit is set once decided; this application is ${statusText(s.status)}`, "is_deposit_paid");
  if (s.is_deposit_paid === paid) return done(s);
  const change: StateChange = { kind: "deposit", from: depositText(s.is_deposit_paid), to: depositText(paid) };
  const next = { ...s, is_deposit_paid: paid };
  if (paid && s.status === "decided") return moved(next, "completed", [change]);
  if (!paid && s.status === "completed" && s.is_deposit_paid === true) return moved(next, "decided", [change]);
  return done(next, [change]);
}
const depositText = (paid: boolean | null) => (paid === null ? null : paid ? "paid" : "not_paid");

/** The UCAS choice: firm or insurance need an offer; declined any decision; null resets it. */
export function setChoice(s: ApplicationState, choice: UcasChoice | null): Outcome {
  if (s.choice === choice) return done(s);
  if (choice !== null) {
    if (s.status !== "decided" && s.status !== "completed")
      return refuse(`A UCAS choice is made once decided; this application is ${statusText(s.status)}`, "choice");
    if (choice !== "declined" && (s.result === null || !OFFER_RESULTS.includes(s.result)))
      return refuse("Firm and insurance choices are made on an offer (admitted or conditional offer)", "choice");
  }
  return done({ ...s, choice }, [{ kind: "choice", from: s.choice, to: choice }]);
}

/** The application fee: paid, unpaid or waived, at any time but after a withdrawal. */
export function setFeeStatus(s: ApplicationState, fee: FeeStatus): Outcome {
  if (s.fee_status === fee) return done(s);
  if (s.status === "withdrawn") return refuse("The application was withdrawn: its fee no longer changes", "fee_status");
  return done({ ...s, fee_status: fee }, [{ kind: "fee_status", from: s.fee_status, to: fee }]);
}

/** PUT student_applications/{id}: what staff may change at once. */
export interface ApplicationUpdate {
  status?: ApplicationStatus;
  result?: ApplicationResult;
  is_deposit_paid?: boolean;
  choice?: UcasChoice | null;
  fee_status?: FeeStatus;
}

/**
 * Several changes at once, in the review's order (review, result, deposit, completion, withdrawal, choice, fee):
 * all of them or none (the first refusal stops it). Asking for the status it already has changes nothing.
 */
export function applyUpdate(s: ApplicationState, u: ApplicationUpdate): Outcome {
  const steps: ((state: ApplicationState) => Outcome)[] = [];
  if (u.status === "in_review") steps.push((x) => (x.status === "in_review" ? done(x) : startReview(x)));
  if (u.result !== undefined) {
    const result = u.result;
    steps.push((x) => chooseResult(x, result));
  }
  if (u.status === "decided")
    steps.push((x) =>
      x.status === "decided" ? done(x) : refuse("Choose a result to decide the application", "result", "invalid"),
    );
  if (u.is_deposit_paid !== undefined) {
    const paid = u.is_deposit_paid;
    steps.push((x) => setDeposit(x, paid));
  }
  if (u.status === "completed") steps.push(complete);
  if (u.status === "withdrawn") steps.push(withdraw);
  if (u.status === "submitted")
    steps.push((x) =>
      x.status === "submitted"
        ? done(x)
        : refuse(`An application cannot go back to submitted; this one is ${statusText(x.status)}`),
    );
  if (u.choice !== undefined) {
    const choice = u.choice;
    steps.push((x) => setChoice(x, choice));
  }
  if (u.fee_status !== undefined) {
    const fee = u.fee_status;
    steps.push((x) => setFeeStatus(x, fee));
  }
  let state = s;
  const changes: StateChange[] = [];
  for (const step of steps) {
    const outcome = step(state);
    if (!outcome.ok) return outcome;
    state = outcome.state;
    changes.push(...outcome.changes);
  }
  return done(state, changes);
}

/** The results the review may choose now (GET student_applications/{id}/application_results). */
export function resultsAllowed(s: ApplicationState): readonly ApplicationResult[] {
  if ((s.status !== "in_review" && s.status !== "decided") || s.is_deposit_paid === true) return [];
  return APPLICATION_RESULTS;
}

/** The detail's actions (spec 3 §2): which buttons the state allows. */
export function actionsOf(s: ApplicationState) {
  return {
    can_start_review: startReview(s).ok,
    can_choose_result: resultsAllowed(s).length > 0,
    can_complete: s.status === "decided",
    can_withdraw: AWAITING_INSTITUTION.includes(s.status),
    can_set_deposit: setDeposit(s, s.is_deposit_paid !== true).ok,
    can_set_choice: s.status === "decided" || s.status === "completed",
  };
}

/** A bulk action on selected applications (issue 13 §3). */
export type BulkAction =
  | { action: "start_review" }
  | { action: "set_result"; result: ApplicationResult }
  | { action: "export" };
export type BulkLine =
  | { id: number; outcome: "done"; state: ApplicationState; changes: StateChange[] }
  | { id: number; outcome: "refused"; reason: string };

/**
 * Each record checked against its own state: a transition that does not hold is refused for that record with
 * the reason, the others are done. An export changes nothing and takes every record.
 */
export function bulkPlan(records: readonly { id: number; state: ApplicationState }[], action: BulkAction): BulkLine[] {
  return records.map(({ id, state }) => {
    if (action.action === "export") return { id, outcome: "done", state, changes: [] };
    const outcome = action.action === "start_review" ? startReview(state) : chooseResult(state, action.result);
    if (!outcome.ok) return { id, outcome: "refused", reason: outcome.message };
    return { id, outcome: "done", state: outcome.state, changes: outcome.changes };
  });
}
