import type { PaymentAnswer, PublicPayment } from "@quad/contract/api/payments";
import { PAYABLE_STATUSES, type PaymentKind, type PaymentStatus, paymentActions } from "@quad/contract/rules/payments";
import type { PaymentRow } from "./payments-list.repository.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const waivableOf = (r: PaymentRow) => (r.kind === "deposit" ? r.deposit_waivable : r.application_fee_waivable);

/** A payment as staff see it (`admin`: the reader may refund it). */
export function paymentView(r: PaymentRow, admin: boolean): PaymentAnswer {
  const status = r.status as PaymentStatus;
  return {
    id: r.id,
    kind: r.kind as PaymentKind,
    status,
    amount: { amount_minor: r.amount_minor, currency: r.currency },
    due_date: r.due_date,
    application_id: r.application_id,
    program: { id: r.program_id, name: r.program_name },
    student: { first_name: r.first_name, last_name: r.last_name, email: r.email },
    flagged_at: iso(r.flagged_at),
    paid_at: iso(r.paid_at),
    refunded_at: iso(r.refunded_at),
    created_at: r.created_at.toISOString(),
    pay_path: `/payments/${r.public_token}`,
    ...paymentActions({ status, flagged: r.flagged_at !== null }, waivableOf(r), admin),
  };
}

/** A payment as its payer sees it (the student, or anyone holding the link): nothing of the student. */
export function publicPaymentView(r: PaymentRow, online: boolean): PublicPayment {
  const status = r.status as PaymentStatus;
  return {
    token: r.public_token,
    kind: r.kind as PaymentKind,
    status,
    amount: { amount_minor: r.amount_minor, currency: r.currency },
    due_date: r.due_date,
    program: r.program_name,
    institution: r.institution,
    paid_at: iso(r.paid_at),
    can_pay: online && PAYABLE_STATUSES.includes(status),
  };
}
