import type { StateChange } from "@quad/contract/rules/application";
import {
  applyPaymentEvent,
  depositDueDate,
  duesOf,
  minorToText,
  PAYABLE_STATUSES,
  PAYMENT_STATUS_LABELS,
  type PaymentKind,
  type PaymentStatus,
  settledOnApplication,
  toMinor,
} from "@quad/contract/rules/payments";
import type { AppContext } from "../../app-context.ts";
import { newToken } from "../../lib/tokens.ts";
import type { ApplicationPayments, PaymentCells } from "../applications/application-ports.ts";
import { createPaymentsRepository, type Tx } from "./payments.repository.ts";

/** Rows the backfill makes per round (it runs until none is missing). */
const BACKFILL_BATCH = 500;

/**
 * The payments an application's state makes due (decision 115), the applications module's `payments` port: made
 * and cancelled by the rules (rules/payments.ts duesOf) in the transaction of the application's change, so that
 * a fee is due exactly when an application to a program with a fee stands, a deposit exactly while an offer does.
 * Idempotent: a kind with a live payment gets no second one (the unique index holds it under concurrency too).
 */
export function createPaymentDues(ctx: Pick<AppContext, "db">): ApplicationPayments {
  const repo = createPaymentsRepository(ctx.db);

  async function settle(tx: Tx, applicationId: number, at: Date, offerMade: boolean) {
    const facts = await repo.applicationFacts(tx, applicationId);
    if (!facts) return;
    const due = duesOf({ ...facts, program: facts });
    const live = await repo.livePayments(tx, applicationId);
    for (const kind of ["application_fee", "deposit"] as const satisfies readonly PaymentKind[]) {
      const current = live.find((p) => p.kind === kind);
      // Marked paid by staff outside Quad (a bank transfer): not asked again while it stays so.
      const settledOutside = settledOnApplication({ ...facts, program: facts }, kind);
      if (due[kind] && !current && !settledOutside) {
        const major = kind === "application_fee" ? facts.application_fee : facts.deposit_amount;
        if (major === null || facts.currency === null) continue;
        await repo.insertDue(tx, {
          partner_id: facts.partner_id,
          application_id: facts.id,
          program_id: facts.program_id,
          guest_id: facts.webinar_user_id,
          kind,
          amount_minor: toMinor(major, facts.currency),
          currency: facts.currency,
          due_date: kind === "deposit" && offerMade ? depositDueDate(at, facts.deposit_due_days) : null,
          public_token: newToken(),
          at,
        });
      }
      const stillPayable = current !== undefined && PAYABLE_STATUSES.includes(current.status as PaymentStatus);
      if (current && (!due[kind] || (settledOutside && stillPayable))) {
        // The fee waived by staff on the application is waived here too; anything else no longer due is cancelled.
        const waived = kind === "application_fee" && facts.fee_status === "waived";
        const outcome = applyPaymentEvent(
          { status: current.status as PaymentStatus, flagged: current.flagged_at !== null },
          waived ? { type: "waived", waivable: true } : { type: "cancelled" },
        );
        if (!outcome.ok || !outcome.changed) continue;
        await repo.update(tx, current.id, { status: outcome.state.status, updated_at: at });
        await repo.addEvents(
          tx,
          outcome.events.map((kind_) => ({
            payment_id: current.id,
            kind: kind_,
            at,
            detail: {
              reason: waived
                ? "fee waived on the application"
                : due[kind]
                  ? "marked paid on the application"
                  : `application ${facts.status}`,
            },
          })),
        );
      }
    }
  }

  return {
    async submitted(tx, applicationId, at) {
      await settle(tx, applicationId, at, false);
    },
    async changed(tx, applicationId, changes: readonly StateChange[], at) {
      const moves = ["status", "result", "fee_status", "deposit"];
      if (!changes.some((c) => moves.includes(c.kind))) return;
      await settle(
        tx,
        applicationId,
        at,
        changes.some((c) => c.kind === "result"),
      );
    },
    async csvCells(applicationIds) {
      const cells = new Map<number, PaymentCells>();
      for (const p of await repo.ofApplications(applicationIds)) {
        const row = cells.get(p.application_id) ?? { application_fee: "", deposit: "" };
        const text = `${PAYMENT_STATUS_LABELS[p.status as PaymentStatus]} ${minorToText(p.amount_minor, p.currency)} ${p.currency}`;
        row[p.kind as PaymentKind] = text;
        cells.set(p.application_id, row);
      }
      return cells;
    },
  };
}

/**
 * Existing applications to programs with a fee get their due fee payment (decision 115: migration 0049 adds the
 * tables; the minor unit comes from the contract's rule, so the rows are made here, at start, not in SQL). Runs
 * until none is missing; a second run finds none.
 */
export async function backfillDuePayments(ctx: Pick<AppContext, "db" | "now">): Promise<number> {
  const repo = createPaymentsRepository(ctx.db);
  let made = 0;
  for (;;) {
    const rows = await repo.feesMissing(BACKFILL_BATCH);
    if (rows.length === 0) return made;
    const at = ctx.now();
    await repo.transaction(async (tx) => {
      for (const r of rows) {
        if (r.application_fee === null || r.currency === null) continue;
        const id = await repo.insertDue(tx, {
          partner_id: r.partner_id,
          application_id: r.application_id,
          program_id: r.program_id,
          guest_id: r.guest_id,
          kind: "application_fee",
          amount_minor: toMinor(r.application_fee, r.currency),
          currency: r.currency,
          due_date: null,
          public_token: newToken(),
          at,
        });
        if (id !== undefined) made += 1;
      }
    });
    if (rows.length < BACKFILL_BATCH) return made;
  }
}
