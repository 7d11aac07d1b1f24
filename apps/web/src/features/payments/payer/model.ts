import type { PublicPayment } from "@quad/contract/api/payments";
import { PAYABLE_STATUSES } from "@quad/contract/rules/payments";

/** How long the page asks again for the payment after a successful checkout before it says the mail will come. */
export const CONFIRM_POLL_MS = 8000;

export type CheckoutOutcome = "success" | "cancelled";

/**
 * The return from the provider's checkout: the server sends the payer back with `?checkout=success|cancelled`
 * (`/payments/{token}`) or `?result=success|cancelled` (`/mobile-payment-redirect`); "cancel" is read as cancelled.
 */
export function checkoutOutcome(search: Record<string, unknown>): CheckoutOutcome | null {
  const value = String(search.checkout ?? search.result ?? "");
  if (value === "success") return "success";
  if (value === "cancelled" || value === "cancel") return "cancelled";
  return null;
}

/**
 * What the page says about the return from checkout: received once the payment is paid; confirming while the
 * webhook is still on its way; then calmly that the receipt comes by mail; not completed after a cancel or decline.
 */
export type ReturnNotice = "received" | "confirming" | "byMail" | "notCompleted" | null;
export function returnNotice(
  payment: Pick<PublicPayment, "status">,
  outcome: CheckoutOutcome | null,
  waitedOut: boolean,
): ReturnNotice {
  if (!outcome) return null;
  if (payment.status === "paid") return "received";
  if (outcome === "cancelled") return PAYABLE_STATUSES.includes(payment.status) ? "notCompleted" : null;
  if (!PAYABLE_STATUSES.includes(payment.status)) return null;
  return waitedOut ? "byMail" : "confirming";
}

/** The sentence under the amount: what the status means for whoever pays. */
export function statusNoteKey(p: Pick<PublicPayment, "status" | "can_pay">): string {
  if (PAYABLE_STATUSES.includes(p.status)) {
    if (!p.can_pay) return "payer.page.note.notSetUp";
    return p.status === "failed" ? "payer.page.note.failed" : "payer.page.note.payable";
  }
  return `payer.page.note.${p.status}`;
}

/** A path's payment token, as the server writes them (43 URL-safe characters); anything else is not found. */
export function isPaymentToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
