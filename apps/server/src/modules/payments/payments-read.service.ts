import type { PaymentsListQuery, PaymentsListResponse, TuitionResponse } from "@quad/contract/api/payments";
import { moneyOf, PAYMENT_MESSAGES, PAYMENTS_PAGE_SIZE, type PaymentEventKind } from "@quad/contract/rules/payments";
import type { AppContext } from "../../app-context.ts";
import { ForbiddenError, NotFoundError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { paymentView, publicPaymentView } from "./payments.view.ts";
import { createPaymentsListRepository } from "./payments-list.repository.ts";

type Ctx = Pick<AppContext, "db">;

/** Institutions that own programs, and so payments (decision 115: a School sees none; its students' are theirs). */
const OWNERS = new Set(["University", "ApplicationClient"]);
export function requireOwner(me: UserWithPartner) {
  if (!OWNERS.has(me.institute_type)) throw new ForbiddenError("Payments are for universities and application clients");
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
