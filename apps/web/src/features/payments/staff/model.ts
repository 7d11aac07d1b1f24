/**
 * Staff's payments screen (issue 27 §2) as pure rules: the address's filters <-> the list call, the status colours,
 * and the history's order.
 */
import { PAYMENT_KINDS, PAYMENT_STATUSES, type PaymentKind, type PaymentStatus } from "@quad/contract/rules/payments";
import type { PaymentsQuery } from "../api/list-payments";

export const PAYMENTS_PATH = "/payments";

/** What the address holds: the filters, the page and the payment open in the drawer. */
export interface StaffSearch {
  program: number | null;
  status: PaymentStatus | null;
  kind: PaymentKind | null;
  from: string | null;
  to: string | null;
  page: number;
  payment: number | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : /^[1-9]\d{0,9}$/.test(String(v ?? "")) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null =>
  values.includes(v as T) ? (v as T) : null;
const day = (v: unknown): string | null => (typeof v === "string" && ISO_DAY.test(v) ? v : null);

/** The address's query, read leniently: anything unknown is left out. */
export function parseStaffSearch(raw: Record<string, unknown>): StaffSearch {
  return {
    program: positive(raw.program),
    status: oneOf(PAYMENT_STATUSES, raw.status),
    kind: oneOf(PAYMENT_KINDS, raw.kind),
    from: day(raw.from),
    to: day(raw.to),
    page: positive(raw.page) ?? 1,
    payment: positive(raw.payment),
  };
}

/** The address's query of a search (empty values and page 1 left out). */
export function staffSearchParams(s: StaffSearch): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.program) out.program = String(s.program);
  if (s.status) out.status = s.status;
  if (s.kind) out.kind = s.kind;
  if (s.from) out.from = s.from;
  if (s.to) out.to = s.to;
  if (s.page > 1) out.page = String(s.page);
  if (s.payment) out.payment = String(s.payment);
  return out;
}

/** GET payments' query of a search. */
export function listQuery(s: StaffSearch): PaymentsQuery {
  return {
    ...(s.program ? { program_id: s.program } : {}),
    ...(s.status ? { status: s.status } : {}),
    ...(s.kind ? { kind: s.kind } : {}),
    ...(s.from ? { from: s.from } : {}),
    ...(s.to ? { to: s.to } : {}),
    page_no: s.page,
  };
}

export const isFiltered = (s: StaffSearch): boolean => Boolean(s.program || s.status || s.kind || s.from || s.to);

/** A filter changed: back to the first page. */
export function withFilter(s: StaffSearch, patch: Partial<StaffSearch>): StaffSearch {
  return { ...s, ...patch, page: 1 };
}

export function clearFilters(s: StaffSearch): StaffSearch {
  return { ...s, program: null, status: null, kind: null, from: null, to: null, page: 1 };
}

export const STATUS_COLOR: Record<PaymentStatus, string> = {
  due: "yellow",
  pending: "blue",
  paid: "green",
  failed: "red",
  refunded: "grape",
  waived: "gray",
  cancelled: "gray",
};

/** The student's name as a line: "Ada Lovelace". */
export const studentName = (s: { first_name: string; last_name: string }): string =>
  `${s.first_name} ${s.last_name}`.trim();

/** The public page's full address, to copy and send to whoever pays. */
export const payLink = (payPath: string, origin = window.location.origin): string => new URL(payPath, origin).href;
