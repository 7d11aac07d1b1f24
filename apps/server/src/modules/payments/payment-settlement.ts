import { type Outcome, setDeposit, setFeeStatus } from "@quad/contract/rules/application";
import {
  applyPaymentEvent,
  type PaymentEvent,
  type PaymentKind,
  type PaymentOutcome,
  type PaymentStatus,
} from "@quad/contract/rules/payments";
import type { AppContext } from "../../app-context.ts";
import { createApplicationChanges } from "../applications/application-changes.ts";
import type { ApplicationPorts } from "../applications/application-ports.ts";
import { createApplicationsRepository } from "../applications/applications.repository.ts";
import { stateOf } from "../applications/applications.view.ts";
import { receiptMail } from "./payments.mail.ts";
import { createPaymentsRepository, type LockedPayment, type Tx } from "./payments.repository.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config">;
type Locked = NonNullable<LockedPayment>;
type Effect = "paid" | "refunded" | "waived";
const NOTES: Record<Effect, string> = { paid: "Paid online", refunded: "Refunded", waived: "Waived" };

/** A provider event already recorded: the transaction is rolled back, the delivery answered as received. */
export class AlreadyRecorded extends Error {}

export interface SettleOptions {
  /** The provider's event id (unique: a second delivery records nothing). */
  providerEventId?: string;
  providerPaymentId?: string | null;
  detail?: Record<string, unknown>;
  /** Who acted: staff (their user id) or the provider. */
  by: { staffId: number } | "provider";
}

export interface Settled {
  outcome: PaymentOutcome;
  /** Delivers the staged receipt once the transaction has committed. */
  deliver?: () => void;
}

/**
 * One event on a locked payment, in the caller's transaction (decision 115): the status machine decides
 * (rules/payments.ts); the payment, its events and the application's side are written together. A paid fee sets
 * the application's fee status, a paid deposit its deposit (which may complete it), both through the applications'
 * rules and audit; a refund reverses them. Money for an application withdrawn (or refused by its rules) is
 * flagged, not applied. A paid payment stages the receipt mail in the same transaction.
 */
export function createPaymentSettlement(ctx: Ctx, ports: ApplicationPorts) {
  const repo = createPaymentsRepository(ctx.db);
  const applications = createApplicationsRepository(ctx.db);
  const changes = createApplicationChanges(ctx, ports);

  /**
   * The application's side of a paid, refunded or waived payment; false when it cannot be applied (flag it).
   * A waived deposit leaves the application as it is (staff complete it).
   */
  async function applyToApplication(tx: Tx, p: Locked, effect: Effect, at: Date): Promise<boolean> {
    const [row] = await applications.lockStates(tx, p.partner_id, [p.application_id]);
    if (!row) return false;
    const state = stateOf(row);
    if (effect === "paid" && state.status === "withdrawn") return false;
    const kind = p.kind as PaymentKind;
    let outcome: Outcome;
    if (kind === "deposit") {
      if (effect === "waived" || (effect === "refunded" && state.is_deposit_paid !== true)) return true;
      outcome = setDeposit(state, effect === "paid");
    } else {
      if (effect === "refunded" && state.fee_status !== "paid") return true;
      outcome = setFeeStatus(state, effect === "paid" ? "paid" : effect === "waived" ? "waived" : "unpaid");
    }
    if (!outcome.ok) return false;
    const note = `${NOTES[effect]} (payment ${p.id})`;
    await changes.write(tx, row, outcome.state, outcome.changes, { kind: "system" }, note, at);
    return true;
  }

  return {
    async settle(tx: Tx, p: Locked, event: PaymentEvent, o: SettleOptions): Promise<Settled> {
      const at = ctx.now();
      let outcome = applyPaymentEvent({ status: p.status as PaymentStatus, flagged: p.flagged_at !== null }, event);
      if (!outcome.ok || !outcome.changed) return { outcome };
      const values: Parameters<typeof repo.update>[2] = { status: outcome.state.status, updated_at: at };
      if (o.providerPaymentId) values.provider_payment_id = o.providerPaymentId;
      if (event.type === "paid") values.paid_at = at;
      if (event.type === "refunded") values.refunded_at = at;
      await repo.update(tx, p.id, values);
      const applied = outcome.state.flagged && !p.flagged_at ? false : null;
      if (event.type === "paid" && applied === null && !(await applyToApplication(tx, p, "paid", at)))
        outcome = { ...outcome, state: { ...outcome.state, flagged: true }, events: [...outcome.events, "flagged"] };
      if (event.type === "refunded" && !p.flagged_at) await applyToApplication(tx, p, "refunded", at);
      if (event.type === "waived") await applyToApplication(tx, p, "waived", at);
      if (outcome.state.flagged && !p.flagged_at) await repo.update(tx, p.id, { flagged_at: at });
      const by = o.by === "provider" ? { by: "provider" } : { by: "staff", user_id: o.by.staffId };
      const recorded = await repo.addEvents(
        tx,
        outcome.events.map((kind, i) => ({
          payment_id: p.id,
          kind,
          provider_event_id: i === 0 ? (o.providerEventId ?? null) : null,
          at,
          detail: { ...by, ...o.detail },
        })),
      );
      if (!recorded) throw new AlreadyRecorded(o.providerEventId);
      if (event.type !== "paid") return { outcome };
      const payer = await repo.payerOf(tx, p.id);
      if (!payer) return { outcome };
      const mail = receiptMail({
        to: payer.email,
        name: payer.first_name,
        locale: payer.locale,
        kind: p.kind as PaymentKind,
        amountMinor: p.amount_minor,
        currency: p.currency,
        program: payer.program,
        institution: payer.institution,
        paidAt: at,
        link: `${ctx.config.appUrl}/payments/${p.public_token}`,
      });
      const { deliver } = await ctx.mailer.stage(tx, mail);
      return { outcome, deliver };
    },
  };
}
export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
