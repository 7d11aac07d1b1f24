import type { PaymentsListQuery } from "@quad/contract/api/payments";
import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { studentApplications as a } from "../applications/applications.table.ts";
import { partners } from "../partners/partners.table.ts";
import { programs } from "../programs/programs.table.ts";
import { paymentEvents, payments } from "./payments.table.ts";

/** A payment as staff's list and detail show it. */
export const rowColumns = {
  id: payments.id,
  public_token: payments.public_token,
  kind: payments.kind,
  status: payments.status,
  amount_minor: payments.amount_minor,
  currency: payments.currency,
  due_date: payments.due_date,
  application_id: payments.application_id,
  program_id: payments.program_id,
  program_name: programs.name,
  institution: partners.name,
  first_name: a.first_name,
  last_name: a.last_name,
  email: a.email,
  flagged_at: payments.flagged_at,
  paid_at: payments.paid_at,
  refunded_at: payments.refunded_at,
  created_at: payments.created_at,
  /** The provider's id of the paid charge (a refund names it); not shown. */
  provider_payment_id: payments.provider_payment_id,
  application_fee_waivable: programs.application_fee_waivable,
  deposit_waivable: programs.deposit_waivable,
};
export type PaymentRow = NonNullable<Awaited<ReturnType<PaymentsListRepository["get"]>>>;

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/** The filters of GET payments, scoped to the institution. */
function whereOf(partnerId: number, q: Omit<PaymentsListQuery, "page_no">): SQL | undefined {
  return and(
    eq(payments.partner_id, partnerId),
    q.program_id ? eq(payments.program_id, q.program_id) : undefined,
    q.application_id ? eq(payments.application_id, q.application_id) : undefined,
    q.status ? eq(payments.status, q.status) : undefined,
    q.kind ? eq(payments.kind, q.kind) : undefined,
    q.from ? gte(payments.created_at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(payments.created_at, nextDay(q.to)) : undefined,
  );
}

/** Reads of payments: staff's list, totals and detail, a student's own, one by its link, a program's tuition. */
export function createPaymentsListRepository(db: Db) {
  const select = () =>
    db
      .select(rowColumns)
      .from(payments)
      .innerJoin(a, eq(a.id, payments.application_id))
      .innerJoin(programs, eq(programs.id, payments.program_id))
      .innerJoin(partners, eq(partners.id, programs.university_id))
      .$dynamic();

  return {
    async page(partnerId: number, q: PaymentsListQuery, perPage: number) {
      return select()
        .where(whereOf(partnerId, q))
        .orderBy(desc(payments.created_at), desc(payments.id))
        .limit(perPage)
        .offset((q.page_no - 1) * perPage);
    },

    /** Every row under the filters, in batches (the CSV). */
    async *batches(partnerId: number, q: Omit<PaymentsListQuery, "page_no">, size: number) {
      let offset = 0;
      for (;;) {
        const rows = await select()
          .where(whereOf(partnerId, q))
          .orderBy(desc(payments.created_at), desc(payments.id))
          .limit(size)
          .offset(offset);
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
        offset += size;
      }
    },

    /** How many payments the filters match (a CSV's expected rows). */
    async count(partnerId: number, q: Omit<PaymentsListQuery, "page_no">) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(whereOf(partnerId, q));
      return row?.n ?? 0;
    },

    /** The count and, per currency, the sums paid, due (due, pending, failed) and refunded under the filters. */
    async totals(partnerId: number, q: PaymentsListQuery) {
      const sum = (statuses: string[]) =>
        sql<string>`coalesce(sum(${payments.amount_minor}) filter (where ${payments.status} in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})), 0)`;
      const rows = await db
        .select({
          currency: payments.currency,
          count: sql<number>`count(*)::int`,
          paid: sum(["paid"]),
          due: sum(["due", "pending", "failed"]),
          refunded: sum(["refunded"]),
        })
        .from(payments)
        .where(whereOf(partnerId, q))
        .groupBy(payments.currency)
        .orderBy(asc(payments.currency));
      return rows.map((r) => ({ ...r, paid: Number(r.paid), due: Number(r.due), refunded: Number(r.refunded) }));
    },

    async get(partnerId: number, id: number) {
      const [row] = await select()
        .where(and(eq(payments.id, id), eq(payments.partner_id, partnerId)))
        .limit(1);
      return row;
    },

    async events(paymentId: number) {
      return db
        .select({ id: paymentEvents.id, kind: paymentEvents.kind, at: paymentEvents.at, detail: paymentEvents.detail })
        .from(paymentEvents)
        .where(eq(paymentEvents.payment_id, paymentId))
        .orderBy(asc(paymentEvents.at), asc(paymentEvents.id));
    },

    /**
     * A student's payments (cancelled ones left out), newest first. A deposit shows once the offer is told: while
     * the decision is held (decision 080) the student sees the application under review, and a deposit due would
     * tell the result.
     */
    async ofGuest(guestId: number) {
      return select()
        .where(
          and(
            eq(payments.guest_id, guestId),
            sql`${payments.status} <> 'cancelled'`,
            sql`not (${payments.kind} = 'deposit' and ${a.decision_released_at} is null)`,
          ),
        )
        .orderBy(desc(payments.created_at), desc(payments.id));
    },

    async byToken(token: string) {
      const [row] = await select().where(eq(payments.public_token, token)).limit(1);
      return row;
    },

    /** An active program's costs (the public tuition page). */
    async tuition(programId: number) {
      const [row] = await db
        .select({
          id: programs.id,
          name: programs.name,
          institution: partners.name,
          currency: programs.currency,
          min_cost: programs.min_cost,
          max_cost: programs.max_cost,
          application_fee: programs.application_fee,
          deposit_amount: programs.deposit_amount,
          deposit_due_days: programs.deposit_due_days,
        })
        .from(programs)
        .innerJoin(partners, eq(partners.id, programs.university_id))
        .where(and(eq(programs.id, programId), eq(programs.status, "active"), isNull(programs.deleted_at)));
      return row;
    },
  };
}
export type PaymentsListRepository = ReturnType<typeof createPaymentsListRepository>;
