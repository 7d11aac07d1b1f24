/**
 * Payments of direct apply (issue 27, decision 115): an application's fee or deposit, made due by the
 * applications' rules, paid by the student through the payment provider (Stripe Checkout), with every step in
 * `payment_events`. Amounts are integers in the currency's minor unit. The owner (`partner_id`) is the program's
 * owner, as for the application. Migration 0049 (hand-written); `payment_exports`, the staff's CSVs written by a
 * job, migration 0050.
 */
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { studentApplications } from "../applications/applications.table.ts";
import { partners } from "../partners/partners.table.ts";
import { programs } from "../programs/programs.table.ts";
import { users } from "../users/users.table.ts";
import { webinarUsers } from "../webinars/webinars.table.ts";

export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The link's secret: 32 random bytes, base64url (`/payments/{public_token}`). */
    public_token: text("public_token").notNull(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    application_id: integer("application_id")
      .notNull()
      .references(() => studentApplications.id),
    program_id: integer("program_id")
      .notNull()
      .references(() => programs.id),
    /** The student's guest account (null when they applied without one). */
    guest_id: integer("guest_id").references(() => webinarUsers.id),
    /** application_fee, deposit. */
    kind: text("kind").notNull(),
    amount_minor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** due, pending, paid, failed, refunded, waived, cancelled (rules/payments.ts). */
    status: text("status").notNull().default("due"),
    due_date: date("due_date", { mode: "string" }),
    /** stripe (the provider the checkout was opened with). */
    provider: text("provider"),
    provider_session_id: text("provider_session_id"),
    provider_payment_id: text("provider_payment_id"),
    /** Paid while no longer due (the application withdrawn, the payment cancelled or waived): not applied. */
    flagged_at: timestamp("flagged_at", { withTimezone: true }),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    refunded_at: timestamp("refunded_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_public_token_key").on(t.public_token),
    // One live payment of a kind per application (a cancelled one makes room for a new one).
    uniqueIndex("payments_application_kind_live_key")
      .on(t.application_id, t.kind)
      .where(sql`${t.status} <> 'cancelled'`),
    index("payments_partner_list_idx").on(t.partner_id, t.created_at, t.id),
    index("payments_guest_idx").on(t.guest_id),
    index("payments_provider_session_idx").on(t.provider_session_id),
    check("payments_kind_check", sql`${t.kind} in ('application_fee','deposit')`),
    check(
      "payments_status_check",
      sql`${t.status} in ('due','pending','paid','failed','refunded','waived','cancelled')`,
    ),
    check("payments_amount_check", sql`${t.amount_minor} > 0`),
  ],
);

export const paymentEvents = pgTable(
  "payment_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    payment_id: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    /** created, checkout_started, paid, failed, refunded, waived, cancelled, flagged. */
    kind: text("kind").notNull(),
    /** The provider's event id: a webhook delivered twice records once. */
    provider_event_id: text("provider_event_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex("payment_events_provider_event_key").on(t.provider_event_id),
    index("payment_events_payment_idx").on(t.payment_id, t.at),
  ],
);

/**
 * A CSV of an institution's payments asked for by a staff user (decision 115, amended): the list's filters, written
 * by the `payment-export` job into storage (`file_key`), then ready; failed after the job's retries. Migration 0050.
 */
export const paymentExports = pgTable(
  "payment_exports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The list's filters (PaymentsExportInputSchema), read again by the job. */
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull().default({}),
    /** preparing, ready, failed (rules/payments.ts). */
    status: text("status").notNull().default("preparing"),
    expected_rows: integer("expected_rows").notNull(),
    rows_written: integer("rows_written"),
    /** The file of the latest attempt (an attempt cut short leaves its name for the next one to remove). */
    file_key: text("file_key"),
    requested_at: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_exports_partner_idx").on(t.partner_id, t.requested_at),
    check("payment_exports_status_check", sql`${t.status} in ('preparing','ready','failed')`),
  ],
);
