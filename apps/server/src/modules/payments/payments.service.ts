import type { CheckoutInput } from "@quad/contract/api/payments";
import {
  applyPaymentEvent,
  PAYMENT_KIND_LABELS,
  PAYMENT_MESSAGES,
  type PaymentEvent,
  type PaymentKind,
  type PaymentStatus,
} from "@quad/contract/rules/payments";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { AppError, ConflictError, NotFoundError } from "../../lib/errors.ts";
import { createBatchedSender } from "../../plugins/jobs-batch.ts";
import type { ApplicationPorts } from "../applications/application-ports.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { type PaymentProvider, PaymentProviderError, type ProviderEvent } from "./payment-provider.ts";
import { AlreadyRecorded, createPaymentSettlement, type SettleOptions } from "./payment-settlement.ts";
import { createPaymentsRepository, type LockedPayment, type Tx } from "./payments.repository.ts";
import { createPaymentExportService } from "./payments-export.service.ts";
import { createPaymentsReadService } from "./payments-read.service.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "storage" | "fileLinks" | "jobs">;

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** One verified provider event to settle (decision 115): recorded once by its event id, whatever the retries. */
    "payment-webhook": { event: Exclude<ProviderEvent, { type: "ignored" }> };
  }
}
export const WEBHOOK_QUEUE = "payment-webhook";
type Locked = NonNullable<LockedPayment>;

/** A webhook whose signature does not hold: 400, nothing recorded. */
export class WebhookRefusedError extends AppError {
  constructor() {
    super(400, "Invalid webhook signature");
  }
}

/**
 * Paying and settling payments (issue 27, decision 115): the checkout a student or a payer by link opens, the
 * provider's webhook (verified, recorded once per event id, applied through payment-settlement.ts), and staff's
 * refund and waiver. Without a configured provider, checkout and refund answer "Online payment is not set up yet".
 */
export function createPaymentsService(ctx: Ctx, ports: ApplicationPorts, provider: PaymentProvider | null) {
  const repo = createPaymentsRepository(ctx.db);
  const read = createPaymentsReadService(ctx, { online: provider !== null });
  const settlement = createPaymentSettlement(ctx, ports);
  // A burst of deliveries is stored in a few statements, not one commit each.
  const queueEvent = createBatchedSender(ctx.jobs, WEBHOOK_QUEUE);

  const online = () => {
    if (!provider) throw new ConflictError(PAYMENT_MESSAGES.notSetUp);
    return provider;
  };
  const stateOf = (p: Locked) => ({ status: p.status as PaymentStatus, flagged: p.flagged_at !== null });

  /** One event on a payment under its row lock; a refusal is a 409 with the rule's message. */
  async function act(id: number, event: PaymentEvent, o: SettleOptions) {
    const { deliver } = await repo.transaction(async (tx) => {
      const p = await repo.lockById(tx, id);
      if (!p) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
      const settled = await settlement.settle(tx, p, event, o);
      if (!settled.outcome.ok) throw new ConflictError(settled.outcome.message, { status: p.status });
      return settled;
    });
    deliver?.();
  }

  async function checkout(token: string, input: CheckoutInput, guestId: number | null) {
    const found = await repo.byToken(token);
    if (!found || (guestId !== null && found.guest_id !== guestId)) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    const stripe = online();
    if (!applyPaymentEvent(stateOf(found), { type: "checkout_started" }).ok)
      throw new ConflictError(PAYMENT_MESSAGES.notPayable, { status: found.status });
    const payer = await repo.payerOf(ctx.db, found.id);
    if (!payer) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    const back =
      input.return_to === "mobile"
        ? (result: string) => `${ctx.config.appUrl}/mobile-payment-redirect?payment=${token}&result=${result}`
        : (result: string) => `${ctx.config.appUrl}/payments/${token}?checkout=${result}`;
    // The provider is called outside any transaction; the payment is marked pending afterwards, if still payable.
    const session = await stripe
      .createCheckout({
        payment: {
          id: found.id,
          kind: found.kind as PaymentKind,
          amountMinor: found.amount_minor,
          currency: found.currency,
          description: `${PAYMENT_KIND_LABELS[found.kind as PaymentKind]} — ${payer.program}, ${payer.institution}`,
        },
        successUrl: back("success"),
        cancelUrl: back("cancelled"),
        customerEmail: payer.email,
        locale: input.locale,
      })
      .catch((err: unknown) => {
        if (err instanceof PaymentProviderError) throw new ConflictError(PAYMENT_MESSAGES.providerDown);
        throw err;
      });
    await repo.transaction(async (tx) => {
      const p = await repo.lockById(tx, found.id);
      if (!p) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
      const outcome = applyPaymentEvent(stateOf(p), { type: "checkout_started" });
      if (!outcome.ok) throw new ConflictError(outcome.message, { status: p.status });
      const at = ctx.now();
      await repo.update(tx, p.id, {
        status: outcome.state.status,
        provider: stripe.name,
        provider_session_id: session.sessionId,
        updated_at: at,
      });
      await repo.addEvents(tx, [
        {
          payment_id: p.id,
          kind: "checkout_started",
          at,
          detail: { session: session.sessionId, by: guestId ? "student" : "link" },
        },
      ]);
    });
    return { url: session.url };
  }

  /** The payment a provider event concerns, locked: by its checkout session, else the id in its metadata. */
  async function lockFor(tx: Tx, e: Exclude<ProviderEvent, { type: "ignored" }>) {
    if (e.type === "refunded") return repo.lockByProviderPayment(tx, e.providerPaymentId);
    return (
      (await repo.lockBySession(tx, e.sessionId)) ?? (e.paymentId ? await repo.lockById(tx, e.paymentId) : undefined)
    );
  }

  return {
    read,
    /** The staff's CSV, written by a job (decision 115, amended). */
    exports: createPaymentExportService(ctx),

    /**
     * The provider's webhook: a bad signature is refused (400, logged with the request id, nothing recorded); a
     * verified event is queued (one job per event id while it waits) and answered at once, as the provider asks:
     * settling it writes under the university's locks, which 200 deliveries at once would wait on in turn.
     */
    async webhook(rawBody: Buffer, signature: string | undefined, log: FastifyBaseLogger) {
      const stripe = online();
      const e = stripe.parseWebhook(rawBody, signature);
      if ("refused" in e) {
        log.warn({ reason: e.reason }, "payment webhook refused: bad signature");
        throw new WebhookRefusedError();
      }
      if (e.type !== "ignored") await queueEvent({ event: e }, { singletonKey: e.eventId });
      return { received: true as const };
    },

    /**
     * Settles one verified provider event (the webhook's job): an event recorded before, one for no payment of ours,
     * or one that changes nothing (a failure after the payment) records nothing.
     */
    async settleProviderEvent(e: Exclude<ProviderEvent, { type: "ignored" }>, log: Pick<FastifyBaseLogger, "warn">) {
      try {
        const settled = await repo.transaction(async (tx) => {
          if (await repo.eventRecorded(tx, e.eventId)) return null;
          const p = await lockFor(tx, e);
          if (!p) {
            log.warn({ event: e.eventId, type: e.type }, "payment webhook for no payment of ours");
            return null;
          }
          const event: PaymentEvent = { type: e.type };
          return settlement.settle(tx, p, event, {
            providerEventId: e.eventId,
            providerPaymentId: e.type === "paid" ? e.providerPaymentId : null,
            detail: { event: e.eventId },
            by: "provider",
          });
        });
        settled?.deliver?.();
      } catch (err) {
        if (!(err instanceof AlreadyRecorded)) throw err;
      }
    },

    /** POST payments/public/{token}/checkout: anyone holding the link. */
    checkoutByLink: (token: string, input: CheckoutInput) => checkout(token, input, null),
    /** POST webinars/payments/{token}/checkout: the student's own payment only. */
    checkoutAsGuest: (guestId: number, token: string, input: CheckoutInput) => checkout(token, input, guestId),

    /** Staff refund a paid payment through the provider; the application's side is reversed at once. */
    async refund(me: UserWithPartner, id: number, note: string | undefined) {
      const row = await read.own(me, id);
      const stripe = online();
      // Checked again under the payment's lock when the refund is recorded (act).
      if (row.status !== "paid" || !row.provider_payment_id)
        throw new ConflictError(PAYMENT_MESSAGES.notRefundable, { status: row.status });
      const { refundId } = await stripe.refund(row.provider_payment_id, row.amount_minor).catch((err: unknown) => {
        if (err instanceof PaymentProviderError) throw new ConflictError(PAYMENT_MESSAGES.providerDown);
        throw err;
      });
      await act(id, { type: "refunded" }, { by: { staffId: me.id }, detail: { refund: refundId, note } });
      return read.detail(me, id);
    },

    /** Staff waive a payment still due, when its program allows waiving that kind. */
    async waive(me: UserWithPartner, id: number, note: string | undefined) {
      const row = await read.own(me, id);
      const waivable = row.kind === "deposit" ? row.deposit_waivable : row.application_fee_waivable;
      await act(id, { type: "waived", waivable }, { by: { staffId: me.id }, detail: { note } });
      return read.detail(me, id);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
