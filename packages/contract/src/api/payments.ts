import { z } from "zod";
import { MESSAGES } from "../rules/messages.ts";
import {
  PAYMENT_EVENT_KINDS,
  PAYMENT_EXPORT_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  PAYMENTS_PAGE_SIZE,
  RETURN_TARGETS,
} from "../rules/payments.ts";
import { boundedString, optionalIdField, optionalText, pageNoField } from "./common.ts";

/**
 * Payments (issue 27, decision 115): an institution's payments (staff), a student's own (guest area), one payment
 * by its unguessable link (anyone holding it: a parent pays), the provider's webhook, and a program's tuition.
 * Amounts are money: integer minor units and an ISO 4217 code (rules/payments.ts).
 */

export const MoneySchema = z.object({
  amount_minor: z.number().int(),
  currency: z.string().length(3),
});
export type MoneyAnswer = z.infer<typeof MoneySchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateFilter = z.preprocess(
  (v) => (v === "" ? undefined : v),
  boundedString(10)
    .regex(ISO_DATE, MESSAGES.invalidChoice)
    .refine((v) => !Number.isNaN(Date.parse(v)), MESSAGES.invalidChoice)
    .optional(),
);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values, { error: MESSAGES.invalidChoice }).optional());

/** GET payments: the institution's payments, newest first; dates are the creation day (from, to inclusive, UTC). */
export const PaymentsListQuerySchema = z.object({
  program_id: optionalIdField(),
  /** One application's payments (the application's detail screen). */
  application_id: optionalIdField(),
  status: optionalEnum(PAYMENT_STATUSES),
  kind: optionalEnum(PAYMENT_KINDS),
  from: dateFilter,
  to: dateFilter,
  page_no: pageNoField(),
});
export type PaymentsListQuery = z.infer<typeof PaymentsListQuerySchema>;

export const PaymentSchema = z.object({
  id: z.number(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  amount: MoneySchema,
  due_date: z.string().nullable(),
  application_id: z.number(),
  program: z.object({ id: z.number(), name: z.string() }),
  student: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  /** Paid while the application was withdrawn (or the payment no longer due): not applied, staff decide. */
  flagged_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
  /** The public page of the payment (`/payments/{token}`), to send to whoever pays. */
  pay_path: z.string(),
  can_refund: z.boolean(),
  can_waive: z.boolean(),
});
export type PaymentAnswer = z.infer<typeof PaymentSchema>;

/** Sums per currency over the whole filtered list (not only the page). */
export const PaymentTotalsSchema = z.object({
  currency: z.string(),
  paid: MoneySchema,
  due: MoneySchema,
  refunded: MoneySchema,
});

export const PaymentsListResponseSchema = z.object({
  payments: z.array(PaymentSchema),
  totals: z.array(PaymentTotalsSchema),
  total: z.number(),
  page_no: z.number(),
  per_page: z.literal(PAYMENTS_PAGE_SIZE),
});
export type PaymentsListResponse = z.infer<typeof PaymentsListResponseSchema>;

export const PaymentEventSchema = z.object({
  id: z.number(),
  kind: z.enum(PAYMENT_EVENT_KINDS),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

/** GET payments/{id}, and the answer of refund and waive. */
export const PaymentDetailResponseSchema = z.object({
  payment: PaymentSchema,
  events: z.array(PaymentEventSchema),
});
export type PaymentDetailResponse = z.infer<typeof PaymentDetailResponseSchema>;

/** POST payments/{id}/waive (and refund): an optional note kept with the event. */
export const PaymentNoteInputSchema = z.object({ note: optionalText(500) });
export type PaymentNoteInput = z.infer<typeof PaymentNoteInputSchema>;

/** POST payments/exports: the list's filters (no page: every payment under them goes in the CSV). */
export const PaymentsExportInputSchema = PaymentsListQuerySchema.omit({ page_no: true });
export type PaymentsExportInput = z.infer<typeof PaymentsExportInputSchema>;

/**
 * A CSV of the institution's payments, written by a job (decision 115, amended): preparing, then ready with a
 * signed link that expires (asked again, the status gives a fresh one), or failed after the job's retries.
 */
export const PaymentExportSchema = z.object({
  id: z.number(),
  status: z.enum(PAYMENT_EXPORT_STATUSES),
  /** The payments the filters matched when it was asked for. */
  expected_rows: z.number(),
  /** The rows in the file, once ready. */
  rows_written: z.number().nullable(),
  requested_at: z.string(),
  finished_at: z.string().nullable(),
  /** The file's signed, expiring link while ready; null otherwise. */
  csv_url: z.string().nullable(),
});
export type PaymentExport = z.infer<typeof PaymentExportSchema>;
/** POST payments/exports (202) and GET payments/exports/{id}. */
export const PaymentExportResponseSchema = z.object({ export: PaymentExportSchema });
export type PaymentExportResponse = z.infer<typeof PaymentExportResponseSchema>;

/** A payment as its payer sees it (the student's list, the public page): what, to whom, how much, its status. */
export const PublicPaymentSchema = z.object({
  token: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  amount: MoneySchema,
  due_date: z.string().nullable(),
  program: z.string(),
  institution: z.string(),
  paid_at: z.string().nullable(),
  /** Whether a checkout can be opened now (due, pending or failed, and online payment set up). */
  can_pay: z.boolean(),
});
export type PublicPayment = z.infer<typeof PublicPaymentSchema>;

export const PublicPaymentResponseSchema = z.object({ payment: PublicPaymentSchema });
/** A payment in the student's own list: also the application it belongs to (My applications shows it there). */
export const GuestPaymentSchema = PublicPaymentSchema.extend({ application_id: z.number() });
export type GuestPayment = z.infer<typeof GuestPaymentSchema>;
export const MyPaymentsResponseSchema = z.object({ payments: z.array(GuestPaymentSchema) });

export const PaymentTokenParamSchema = z.object({
  token: boundedString(64).regex(/^[A-Za-z0-9_-]{43}$/, MESSAGES.paymentNotFound),
});

/** POST …/checkout: the checkout page's language and where the payer comes back to. */
export const CheckoutInputSchema = z.object({
  locale: z.enum(["en-US", "zh-CN"]).default("en-US"),
  return_to: z.enum(RETURN_TARGETS).default("web"),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;
export const CheckoutResponseSchema = z.object({ url: z.string() });

/** GET programs/{id}/tuition (public): a program's tuition range and fees, as money. */
export const TuitionResponseSchema = z.object({
  program: z.object({ id: z.number(), name: z.string(), institution: z.string() }),
  currency: z.string().nullable(),
  min_cost: MoneySchema.nullable(),
  max_cost: MoneySchema.nullable(),
  application_fee: MoneySchema.nullable(),
  deposit: MoneySchema.nullable(),
  deposit_due_days: z.number().nullable(),
});
export type TuitionResponse = z.infer<typeof TuitionResponseSchema>;

/** The webhook's answer: received (also when it was already recorded or concerns no payment of ours). */
export const WebhookResponseSchema = z.object({ received: z.literal(true) });
