import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { studentApplications as a } from "../applications/applications.table.ts";
import { partners } from "../partners/partners.table.ts";
import { programs } from "../programs/programs.table.ts";
import { webinarUsers } from "../webinars/webinars.table.ts";
import { paymentEvents, payments } from "./payments.table.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Exec = Tx | Db;

/** A payment row with what a payer and a mail need: program, institution, the student's account. */
const lockedColumns = {
  id: payments.id,
  public_token: payments.public_token,
  partner_id: payments.partner_id,
  application_id: payments.application_id,
  program_id: payments.program_id,
  guest_id: payments.guest_id,
  kind: payments.kind,
  amount_minor: payments.amount_minor,
  currency: payments.currency,
  status: payments.status,
  due_date: payments.due_date,
  provider_session_id: payments.provider_session_id,
  provider_payment_id: payments.provider_payment_id,
  flagged_at: payments.flagged_at,
  paid_at: payments.paid_at,
};
export type LockedPayment = Awaited<ReturnType<PaymentsRepository["lockById"]>>;

export interface NewPayment {
  partner_id: number;
  application_id: number;
  program_id: number;
  guest_id: number | null;
  kind: "application_fee" | "deposit";
  amount_minor: number;
  currency: string;
  due_date: string | null;
  public_token: string;
  at: Date;
}

export interface EventRow {
  payment_id: number;
  kind: string;
  provider_event_id?: string | null;
  at: Date;
  detail?: Record<string, unknown>;
}

/** The writes of payments: locks, status changes and their events, the due rows the applications' rules make. */
export function createPaymentsRepository(db: Db) {
  async function lockWhere(tx: Tx, where: ReturnType<typeof eq>) {
    const [row] = await tx.select(lockedColumns).from(payments).where(where).limit(1).for("update");
    return row;
  }

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    lockById: (tx: Tx, id: number) => lockWhere(tx, eq(payments.id, id)),
    /** A payment by its link's token, not locked (checkout reads it before calling the provider). */
    async byToken(token: string) {
      const [row] = await db.select(lockedColumns).from(payments).where(eq(payments.public_token, token)).limit(1);
      return row;
    },
    lockBySession: (tx: Tx, sessionId: string) => lockWhere(tx, eq(payments.provider_session_id, sessionId)),
    lockByProviderPayment: (tx: Tx, providerPaymentId: string) =>
      lockWhere(tx, eq(payments.provider_payment_id, providerPaymentId)),

    /** Whether the provider's event was already recorded (a second delivery). */
    async eventRecorded(tx: Exec, providerEventId: string) {
      const [row] = await tx
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.provider_event_id, providerEventId))
        .limit(1);
      return row !== undefined;
    },

    /** Records events; false when the provider's event id is already recorded (nothing written). */
    async addEvents(tx: Exec, rows: EventRow[]): Promise<boolean> {
      if (rows.length === 0) return true;
      const inserted = await tx
        .insert(paymentEvents)
        .values(rows.map((r) => ({ ...r, detail: r.detail ?? {} })))
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return inserted.length === rows.length;
    },

    async update(tx: Exec, id: number, values: Partial<typeof payments.$inferInsert>) {
      await tx.update(payments).set(values).where(eq(payments.id, id));
    },

    /** What the due rules read of an application: its state and its program's fee and deposit. */
    async applicationFacts(tx: Exec, applicationId: number) {
      const [row] = await tx
        .select({
          id: a.id,
          partner_id: a.partner_id,
          program_id: a.program_id,
          webinar_user_id: a.webinar_user_id,
          status: a.status,
          result: a.result,
          fee_status: a.fee_status,
          is_deposit_paid: a.is_deposit_paid,
          application_fee: programs.application_fee,
          deposit_amount: programs.deposit_amount,
          deposit_due_days: programs.deposit_due_days,
          currency: programs.currency,
        })
        .from(a)
        .innerJoin(programs, eq(programs.id, a.program_id))
        .where(eq(a.id, applicationId));
      return row;
    },

    /** The application's live payments (every status but cancelled), locked. */
    async livePayments(tx: Tx, applicationId: number) {
      return tx
        .select({ id: payments.id, kind: payments.kind, status: payments.status, flagged_at: payments.flagged_at })
        .from(payments)
        .where(and(eq(payments.application_id, applicationId), ne(payments.status, "cancelled")))
        .for("update");
    },

    /** A new due payment with its 'created' event; nothing when a live one of the kind exists (the unique index). */
    async insertDue(tx: Exec, p: NewPayment): Promise<number | undefined> {
      const { at, ...values } = p;
      const [row] = await tx
        .insert(payments)
        .values({ ...values, status: "due", created_at: at, updated_at: at })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (row) await tx.insert(paymentEvents).values({ payment_id: row.id, kind: "created", at, detail: {} });
      return row?.id;
    },

    /** The payer's account and the payment's program and institution (receipts, checkout). */
    async payerOf(tx: Exec, paymentId: number) {
      const [row] = await tx
        .select({
          email: sql<string>`coalesce(${webinarUsers.email}, ${a.email})`,
          first_name: sql<string>`coalesce(${webinarUsers.first_name}, ${a.first_name})`,
          locale: webinarUsers.locale,
          program: programs.name,
          institution: partners.name,
        })
        .from(payments)
        .innerJoin(a, eq(a.id, payments.application_id))
        .innerJoin(programs, eq(programs.id, payments.program_id))
        .innerJoin(partners, eq(partners.id, programs.university_id))
        .leftJoin(webinarUsers, eq(webinarUsers.id, payments.guest_id))
        .where(eq(payments.id, paymentId));
      return row;
    },

    /** The live payments of applications (the applications CSV's cells). */
    async ofApplications(applicationIds: readonly number[]) {
      if (applicationIds.length === 0) return [];
      return db
        .select({
          application_id: payments.application_id,
          kind: payments.kind,
          status: payments.status,
          amount_minor: payments.amount_minor,
          currency: payments.currency,
        })
        .from(payments)
        .where(and(inArray(payments.application_id, [...applicationIds]), ne(payments.status, "cancelled")));
    },

    /**
     * Existing applications of programs with a fee, unpaid and not withdrawn, without a fee payment (decision 115's
     * backfill): at most `limit` of them.
     */
    async feesMissing(limit: number) {
      return db
        .select({
          application_id: a.id,
          partner_id: a.partner_id,
          program_id: a.program_id,
          guest_id: a.webinar_user_id,
          application_fee: programs.application_fee,
          currency: programs.currency,
        })
        .from(a)
        .innerJoin(programs, eq(programs.id, a.program_id))
        .leftJoin(
          payments,
          and(
            eq(payments.application_id, a.id),
            eq(payments.kind, "application_fee"),
            ne(payments.status, "cancelled"),
          ),
        )
        .where(
          and(
            isNull(payments.id),
            eq(a.fee_status, "unpaid"),
            inArray(a.status, ["submitted", "in_review", "decided", "completed"]),
            sql`${programs.application_fee} > 0`,
            sql`${programs.currency} is not null`,
          ),
        )
        .limit(limit);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
