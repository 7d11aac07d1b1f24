import type { ExportColumn } from "@quad/contract/rules/connections-export";
import {
  minorToText,
  PAYMENT_KIND_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentKind,
  type PaymentStatus,
} from "@quad/contract/rules/payments";
import type { PaymentRow } from "./payments-list.repository.ts";

/** The payments CSV's columns, in order (English headers, as the applications' CSV). */
export const CSV_COLUMNS: ExportColumn[] = [
  { key: "id", header: "Payment" },
  { key: "application_id", header: "Application" },
  { key: "first_name", header: "First name" },
  { key: "last_name", header: "Last name" },
  { key: "email", header: "Email" },
  { key: "program", header: "Program" },
  { key: "kind", header: "Kind" },
  { key: "status", header: "Status" },
  { key: "amount", header: "Amount" },
  { key: "currency", header: "Currency" },
  { key: "due_date", header: "Due date" },
  { key: "paid_at", header: "Paid at" },
  { key: "refunded_at", header: "Refunded at" },
  { key: "flagged", header: "Flagged" },
];

/** One payment as the CSV writer's record: cells c0, c1 … in the columns' order. */
export function csvRecord(r: PaymentRow): Record<string, string | number> {
  const cells: Record<string, string | number> = {
    id: r.id,
    application_id: r.application_id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    program: r.program_name,
    kind: PAYMENT_KIND_LABELS[r.kind as PaymentKind],
    status: PAYMENT_STATUS_LABELS[r.status as PaymentStatus],
    amount: minorToText(r.amount_minor, r.currency),
    currency: r.currency,
    due_date: r.due_date ?? "",
    paid_at: r.paid_at?.toISOString() ?? "",
    refunded_at: r.refunded_at?.toISOString() ?? "",
    flagged: r.flagged_at ? "Yes" : "No",
  };
  return Object.fromEntries(CSV_COLUMNS.map((c, i) => [`c${i}`, cells[c.key] ?? ""]));
}
