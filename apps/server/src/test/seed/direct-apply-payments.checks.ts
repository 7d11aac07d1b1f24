import { expect, it } from "vitest";
import type { DirectApplyHelpers, Row, World } from "./direct-apply-helpers.ts";

type Payment = {
  id: number;
  kind: "application_fee" | "deposit";
  status: string;
  amount: { amount_minor: number; currency: string };
  application_id: number;
  paid_at: string | null;
  refunded_at: string | null;
};
type Totals = { currency: string; paid: { amount_minor: number }; refunded: { amount_minor: number } };

/**
 * The demo world's payments (issue 27): the demo University (dollars) and ApplicationClient (pounds) have payments
 * paid, due, failed and refunded, made through the payments service, so each agrees with its application's fee and
 * deposit, its history and the list's totals.
 */
export function describeDirectApplyPayments(_world: () => World, { session, applicationsOf }: DirectApplyHelpers) {
  for (const [email, currency] of [
    ["university@quad.test", "USD"],
    ["client@quad.test", "GBP"],
  ] as const) {
    it(`gives ${email} payments paid, due, failed and refunded in ${currency}, in step with its applications`, async () => {
      const s = await session(email);
      const payments: Payment[] = [];
      let totals: Totals[] = [];
      for (let page = 1; page <= 200; page += 1) {
        const body = (await s.get(`payments?page_no=${page}`)) as {
          payments: Payment[];
          total: number;
          totals: Totals[];
        };
        payments.push(...body.payments);
        totals = body.totals;
        if (payments.length >= body.total || body.payments.length === 0) break;
      }
      const statuses = new Set(payments.map((p) => p.status));
      for (const status of ["paid", "due", "failed", "refunded"])
        expect(statuses, `${email}: ${status}`).toContain(status);
      expect(new Set(payments.map((p) => p.kind))).toEqual(new Set(["application_fee", "deposit"]));
      expect(new Set(payments.map((p) => p.amount.currency))).toEqual(new Set([currency]));
      for (const p of payments) expect(Number.isInteger(p.amount.amount_minor)).toBe(true);

      // The list's totals are the sums of its rows.
      const sum = (status: string) =>
        payments.filter((p) => p.status === status).reduce((n, p) => n + p.amount.amount_minor, 0);
      expect(totals).toHaveLength(1);
      expect(totals[0]?.paid.amount_minor).toBe(sum("paid"));
      expect(totals[0]?.refunded.amount_minor).toBe(sum("refunded"));

      // Each payment agrees with its application: a paid fee is the application's paid fee, a paid deposit its paid
      // deposit, a refunded deposit no longer paid; no application has two live payments of one kind.
      const { rows } = await applicationsOf(s);
      const application = new Map<number, Row>(rows.map((r) => [r.id, r]));
      const live = new Set<string>();
      for (const p of payments) {
        const a = application.get(p.application_id);
        expect(a, `payment ${p.id}`).toBeDefined();
        if (p.status === "paid" && p.kind === "application_fee") expect(a?.fee_status, `payment ${p.id}`).toBe("paid");
        if (p.status === "paid" && p.kind === "deposit") expect(a?.is_deposit_paid, `payment ${p.id}`).toBe(true);
        if (p.status === "refunded" && p.kind === "deposit")
          expect(a?.is_deposit_paid, `payment ${p.id}`).not.toBe(true);
        if (p.status === "paid") expect(p.paid_at, `payment ${p.id}`).not.toBeNull();
        if (p.status === "refunded") expect(p.refunded_at, `payment ${p.id}`).not.toBeNull();
        if (["due", "pending", "failed", "paid"].includes(p.status)) {
          const key = `${p.application_id}:${p.kind}`;
          expect(live.has(key), `two live ${key}`).toBe(false);
          live.add(key);
        }
      }

      // A refunded payment's history tells the checkout, the payment and the refund, in that order.
      const refunded = payments.find((p) => p.status === "refunded") as Payment;
      const detail = (await s.get(`payments/${refunded.id}`)) as { events: { kind: string }[] };
      const kinds = detail.events.map((e) => e.kind);
      expect(kinds.indexOf("checkout_started")).toBeLessThan(kinds.indexOf("paid"));
      expect(kinds.indexOf("paid")).toBeLessThan(kinds.indexOf("refunded"));
    });
  }
}
