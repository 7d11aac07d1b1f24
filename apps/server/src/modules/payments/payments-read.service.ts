import { Readable } from "node:stream";
import type { PaymentsListQuery, PaymentsListResponse, TuitionResponse } from "@quad/contract/api/payments";
import type { ExportColumn } from "@quad/contract/rules/connections-export";
import {
  minorToText,
  moneyOf,
  PAYMENT_KIND_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  PAYMENTS_PAGE_SIZE,
  type PaymentEventKind,
  type PaymentKind,
  type PaymentStatus,
} from "@quad/contract/rules/payments";
import type { AppContext } from "../../app-context.ts";
import { ForbiddenError, NotFoundError } from "../../lib/errors.ts";
import { newFileName } from "../../lib/file-names.ts";
import { exportCsvWriter } from "../connections/connections-export.csv.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { paymentView, publicPaymentView } from "./payments.view.ts";
import { createPaymentsListRepository, type PaymentRow } from "./payments-list.repository.ts";

type Ctx = Pick<AppContext, "db" | "storage" | "fileLinks">;

/** Institutions that own programs, and so payments (decision 115: a School sees none; its students' are theirs). */
const OWNERS = new Set(["University", "ApplicationClient"]);
export function requireOwner(me: UserWithPartner) {
  if (!OWNERS.has(me.institute_type)) throw new ForbiddenError("Payments are for universities and application clients");
}

const CSV_COLUMNS: ExportColumn[] = [
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
const CSV_BATCH = 1000;

function csvRecord(r: PaymentRow): Record<string, string | number> {
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

/** What staff, students and payers read of payments (issue 27 §2). */
export function createPaymentsReadService(ctx: Ctx, opts: { online: boolean }) {
  const repo = createPaymentsListRepository(ctx.db);

  async function own(me: UserWithPartner, id: number) {
    requireOwner(me);
    const row = await repo.get(me.partner_id, id);
    if (!row) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    return row;
  }

  return {
    own,

    async list(me: UserWithPartner, q: PaymentsListQuery): Promise<PaymentsListResponse> {
      requireOwner(me);
      const [rows, totals] = await Promise.all([
        repo.page(me.partner_id, q, PAYMENTS_PAGE_SIZE),
        repo.totals(me.partner_id, q),
      ]);
      return {
        payments: rows.map((r) => paymentView(r, me.role === "admin")),
        totals: totals.map((t) => ({
          currency: t.currency,
          paid: { amount_minor: t.paid, currency: t.currency },
          due: { amount_minor: t.due, currency: t.currency },
          refunded: { amount_minor: t.refunded, currency: t.currency },
        })),
        total: totals.reduce((n, t) => n + t.count, 0),
        page_no: q.page_no,
        per_page: PAYMENTS_PAGE_SIZE,
      };
    },

    async detail(me: UserWithPartner, id: number) {
      const row = await own(me, id);
      const events = await repo.events(id);
      return {
        payment: paymentView(row, me.role === "admin"),
        events: events.map((e) => ({
          id: e.id,
          kind: e.kind as PaymentEventKind,
          at: e.at.toISOString(),
          detail: e.detail,
        })),
      };
    },

    /** The filtered list as a CSV in storage (the applications' download: written on the request, in batches). */
    async download(me: UserWithPartner, q: PaymentsListQuery) {
      requireOwner(me);
      const batches = repo.batches(me.partner_id, q, CSV_BATCH);
      async function* records() {
        for await (const rows of batches) for (const row of rows) yield csvRecord(row);
      }
      const writer = exportCsvWriter(CSV_COLUMNS);
      const source = Readable.from(records());
      source.on("error", (err) => writer.destroy(err));
      source.pipe(writer);
      const name = newFileName("csv");
      await ctx.storage.write(name, writer, "text/csv; charset=utf-8");
      return { csv_url: ctx.fileLinks.url(name) as string };
    },

    async ofGuest(guestId: number) {
      return {
        payments: (await repo.ofGuest(guestId)).map((r) => ({
          ...publicPaymentView(r, opts.online),
          application_id: r.application_id,
        })),
      };
    },

    async byToken(token: string) {
      const row = await repo.byToken(token);
      if (!row) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
      return { payment: publicPaymentView(row, opts.online) };
    },

    async tuition(programId: number): Promise<TuitionResponse> {
      const p = await repo.tuition(programId);
      if (!p) throw new NotFoundError(`Program ${programId} not found`);
      return {
        program: { id: p.id, name: p.name, institution: p.institution },
        currency: p.currency,
        min_cost: moneyOf(p.min_cost, p.currency),
        max_cost: moneyOf(p.max_cost, p.currency),
        application_fee: moneyOf(p.application_fee, p.currency),
        deposit: moneyOf(p.deposit_amount, p.currency),
        deposit_due_days: p.deposit_due_days,
      };
    },
  };
}
