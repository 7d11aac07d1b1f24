/**
 * Payments of direct apply (issue 27, decision 115): application fees and enrolment deposits a student pays
 * through the payment provider. Money is an integer amount in the currency's minor unit, never a float; programs
 * keep their costs in major units (numeric columns), converted here, in one place.
 *
 * due → pending (a checkout is open) → paid → refunded; due or pending → failed (the provider declined; payable
 * again); due, pending or failed → waived by staff when the program allows it; due, pending or failed → cancelled (the
 * application withdrawn or its offer gone). A payment paid after it was cancelled or waived is paid and flagged:
 * the money came, staff decide (refund).
 */
import { MESSAGES } from "./messages.ts";

export const PAYMENT_KINDS = ["application_fee", "deposit"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATUSES = ["due", "pending", "paid", "failed", "refunded", "waived", "cancelled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_EVENT_KINDS = [
  "created",
  "checkout_started",
  "paid",
  "failed",
  "refunded",
  "waived",
  "cancelled",
  "flagged",
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];
/** Statuses a student can still pay from. */
export const PAYABLE_STATUSES: readonly PaymentStatus[] = ["due", "pending", "failed"];
/** Statuses that hold an application's one payment of a kind (a cancelled one makes room for a new one). */
export const LIVE_STATUSES: readonly PaymentStatus[] = ["due", "pending", "paid", "failed", "refunded", "waived"];
export const PAYMENTS_PAGE_SIZE = 25;
export const RETURN_TARGETS = ["web", "mobile"] as const;
/** A payments CSV: preparing (its job is writing it), ready (the link works), failed (after the job's retries). */
export const PAYMENT_EXPORT_STATUSES = ["preparing", "ready", "failed"] as const;
export type PaymentExportStatus = (typeof PAYMENT_EXPORT_STATUSES)[number];
export type ReturnTarget = (typeof RETURN_TARGETS)[number];

/** English labels (CSV, mails); the web translates the codes. */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  application_fee: "Application fee",
  deposit: "Deposit",
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  due: "Due",
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  waived: "Waived",
  cancelled: "Cancelled",
};

/** Payments' texts, each from MESSAGES (rules/messages.ts) so that the web translates it. */
export const PAYMENT_MESSAGES = {
  notSetUp: MESSAGES.paymentsNotSetUp,
  notPayable: MESSAGES.paymentNotPayable,
  notRefundable: MESSAGES.paymentNotRefundable,
  notWaivable: MESSAGES.paymentNotWaivable,
  waiveOnlyDue: MESSAGES.paymentWaiveOnlyDue,
  providerDown: MESSAGES.paymentProviderDown,
  notFound: MESSAGES.paymentNotFound,
} as const;

// ---- Money ----

/** An amount of money: an integer count of the currency's minor unit (cents, yen, fils). */
export interface Money {
  amount_minor: number;
  currency: string;
}

/** How many digits the currency's minor unit has (USD 2, JPY 0, KWD 3), as ICU knows it. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * A major-unit amount (a program's cost, as the numeric column gives it: "75.00", or a number) in minor units,
 * by decimal text, never by float arithmetic; digits past the minor unit round half up (1000.5 JPY → 1001).
 */
export function toMinor(major: string | number, currency: string): number {
  const digits = minorUnitDigits(currency);
  const text = typeof major === "number" ? major.toFixed(Math.max(digits + 1, 2)) : major.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) throw new RangeError(`Not an amount: ${major}`);
  const [, sign, whole = "", fraction = ""] = match;
  const kept = fraction.slice(0, digits).padEnd(digits, "0");
  let minor = Number(`${whole || "0"}${kept}`);
  if (Number(fraction.charAt(digits) || "0") >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: ${major}`);
  return sign === "-" && minor !== 0 ? -minor : minor;
}

/** Minor units back to the major amount's decimal text ("75.00", "1000", "1.250"), for CSV and the provider's logs. */
export function minorToText(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const sign = amountMinor < 0 ? "-" : "";
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, "0");
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A program's major-unit cost as money; null when the program has no such cost or no currency. */
export function moneyOf(major: string | number | null | undefined, currency: string | null | undefined): Money | null {
  if (major === null || major === undefined || major === "" || !currency) return null;
  return { amount_minor: toMinor(major, currency), currency };
}

// ---- The status machine ----

/** What happens to a payment: the student's checkout, the provider's word, staff, or the application's rules. */
export type PaymentEvent =
  | { type: "checkout_started" }
  | { type: "paid" }
  | { type: "failed" }
  | { type: "refunded" }
  | { type: "waived"; waivable: boolean }
  | { type: "cancelled" };

export interface PaymentState {
  status: PaymentStatus;
  flagged: boolean;
}
export type PaymentRefusal = { ok: false; message: string };
/** `changed` false: the event was already applied or comes too late (a failure after the payment); record nothing. */
export type PaymentOutcome =
  | { ok: true; state: PaymentState; changed: boolean; events: PaymentEventKind[] }
  | PaymentRefusal;

const same = (s: PaymentState): PaymentOutcome => ({ ok: true, state: s, changed: false, events: [] });
const to = (
  s: PaymentState,
  status: PaymentStatus,
  events: PaymentEventKind[],
  flagged = s.flagged,
): PaymentOutcome => ({
  ok: true,
  state: { status, flagged },
  changed: true,
  events,
});
const refuse = (message: string): PaymentRefusal => ({ ok: false, message });

/** One event on a payment, as a pure function: where it moves, which events it records, or why it is refused. */
export function applyPaymentEvent(s: PaymentState, e: PaymentEvent): PaymentOutcome {
  switch (e.type) {
    case "checkout_started":
      if (!PAYABLE_STATUSES.includes(s.status)) return refuse(PAYMENT_MESSAGES.notPayable);
      return to(s, "pending", ["checkout_started"]);
    case "paid":
      if (s.status === "paid" || s.status === "refunded") return same(s);
      // Money that came for a payment no longer due (the application withdrawn, the fee waived): kept, flagged.
      if (s.status === "cancelled" || s.status === "waived") return to(s, "paid", ["paid", "flagged"], true);
      return to(s, "paid", ["paid"]);
    case "failed":
      // A failure arriving after the payment (events out of order) does not undo it.
      if (s.status !== "due" && s.status !== "pending") return same(s);
      return to(s, "failed", ["failed"]);
    case "refunded":
      if (s.status === "refunded") return same(s);
      if (s.status !== "paid") return refuse(PAYMENT_MESSAGES.notRefundable);
      return to(s, "refunded", ["refunded"]);
    case "waived":
      if (s.status === "waived") return same(s);
      if (!e.waivable) return refuse(PAYMENT_MESSAGES.notWaivable);
      // A checkout left open (pending) may be waived too: paid afterwards, the payment is flagged (below).
      if (!PAYABLE_STATUSES.includes(s.status)) return refuse(PAYMENT_MESSAGES.waiveOnlyDue);
      return to(s, "waived", ["waived"]);
    case "cancelled":
      if (s.status === "cancelled") return same(s);
      if (!PAYABLE_STATUSES.includes(s.status)) return same(s);
      return to(s, "cancelled", ["cancelled"]);
  }
}

/** What staff may do with a payment now. */
/** What staff may do to a payment now; money goes back out (a refund) only by an admin of the institution. */
export function paymentActions(s: PaymentState, waivable: boolean, admin = true) {
  return {
    can_refund: admin && applyPaymentEvent(s, { type: "refunded" }).ok && s.status === "paid",
    can_waive: s.status !== "waived" && applyPaymentEvent(s, { type: "waived", waivable }).ok,
  };
}

/** Which payment of an application is due, by the application's state (the rules that make and cancel rows). */
export interface DueQuestion {
  status: string;
  result: string | null;
  fee_status: string;
  /** Staff's record of the deposit on the application (paid by other means than Quad, or by a payment of ours). */
  is_deposit_paid?: boolean | null;
  program: { application_fee: string | null; deposit_amount: string | null; currency: string | null };
}
export function duesOf(q: DueQuestion): { application_fee: boolean; deposit: boolean } {
  const fee =
    q.program.application_fee !== null && Number(q.program.application_fee) > 0 && Boolean(q.program.currency);
  const deposit =
    q.program.deposit_amount !== null && Number(q.program.deposit_amount) > 0 && Boolean(q.program.currency);
  const offer = q.result === "admitted" || q.result === "conditional_offer";
  return {
    application_fee: fee && q.status !== "withdrawn" && q.fee_status !== "waived",
    deposit: deposit && offer && (q.status === "decided" || q.status === "completed"),
  };
}

/**
 * Whether staff recorded this kind paid on the application by other means than a payment of ours (a bank transfer):
 * a payment still payable is then no longer asked (cancelled), and none is made while it stays so.
 */
export function settledOnApplication(q: DueQuestion, kind: PaymentKind): boolean {
  return kind === "deposit" ? q.is_deposit_paid === true : q.fee_status === "paid";
}

/** The due date of a deposit: the offer's day plus the program's days (UTC calendar days). */
export function depositDueDate(offerAt: Date, dueDays: number | null): string | null {
  if (dueDays === null) return null;
  const d = new Date(Date.UTC(offerAt.getUTCFullYear(), offerAt.getUTCMonth(), offerAt.getUTCDate() + dueDays));
  return d.toISOString().slice(0, 10);
}
