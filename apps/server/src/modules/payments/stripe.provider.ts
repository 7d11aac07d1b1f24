import Stripe from "stripe";
import type { Config } from "../../config.ts";
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderEvent,
  type WebhookRefusal,
} from "./payment-provider.ts";

const TIMEOUT_MS = 10_000;

/** Stripe's SDK address options from STRIPE_API_URL (Stripe's own by default; a loopback fake in tests). */
function addressOf(apiUrl: string) {
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? ("http" as const) : ("https" as const);
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** Checkout's page languages for ours. */
const stripeLocale = (locale: string) => (locale.startsWith("zh") ? "zh" : "en");

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));
const paymentIdOf = (metadata: Record<string, string> | null | undefined, reference: string | null) => {
  const raw = metadata?.payment_id ?? reference;
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
};

/**
 * Stripe Checkout through Stripe's own SDK (`stripe` on npm): Checkout Sessions for the hosted page, the SDK's
 * `webhooks.constructEvent` for the signature, refunds. Configured by STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * (both or neither), STRIPE_API_URL the API's address. Null when not configured: payments still show what is due.
 */
export function createStripeProvider(config: Config): PaymentProvider | null {
  const key = config.STRIPE_SECRET_KEY;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!key || !webhookSecret) return null;
  const stripe = new Stripe(key, { ...addressOf(config.STRIPE_API_URL), timeout: TIMEOUT_MS, maxNetworkRetries: 1 });

  return {
    name: "stripe",

    async createCheckout(r: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = { payment_id: String(r.payment.id), kind: r.payment.kind };
      try {
        const session = await stripe.checkout.sessions.create({
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: r.payment.currency.toLowerCase(),
                unit_amount: r.payment.amountMinor,
                product_data: { name: r.payment.description },
              },
            },
          ],
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
          customer_email: r.customerEmail ?? undefined,
          locale: stripeLocale(r.locale),
          client_reference_id: String(r.payment.id),
          metadata,
          payment_intent_data: { metadata },
        });
        if (!session.url) throw new PaymentProviderError("Stripe answered a checkout session without a url");
        return { sessionId: session.id, url: session.url };
      } catch (err) {
        if (err instanceof PaymentProviderError) throw err;
        throw new PaymentProviderError(`Stripe checkout failed: ${(err as Error).message}`);
      }
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent | WebhookRefusal {
      if (!signature) return { refused: true, reason: "no Stripe-Signature header" };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (err) {
        return { refused: true, reason: (err as Error).message };
      }
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const s = event.data.object;
          // A delayed method completes the session unpaid; its async_payment_succeeded event pays it.
          if (event.type === "checkout.session.completed" && s.payment_status === "unpaid")
            return { type: "ignored", eventId: event.id, kind: `${event.type} (unpaid)` };
          return {
            type: "paid",
            eventId: event.id,
            sessionId: s.id,
            paymentId: paymentIdOf(s.metadata, s.client_reference_id),
            providerPaymentId: idOf(s.payment_intent),
          };
        }
        case "checkout.session.async_payment_failed": {
          const s = event.data.object;
          return {
            type: "failed",
            eventId: event.id,
            sessionId: s.id,
            paymentId: paymentIdOf(s.metadata, s.client_reference_id),
          };
        }
        case "charge.refunded": {
          const c = event.data.object;
          const intent = idOf(c.payment_intent);
          if (!intent) return { type: "ignored", eventId: event.id, kind: `${event.type} (no payment intent)` };
          return { type: "refunded", eventId: event.id, providerPaymentId: intent, amountMinor: c.amount_refunded };
        }
        default:
          return { type: "ignored", eventId: event.id, kind: event.type };
      }
    },

    async refund(providerPaymentId: string, amountMinor: number) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: providerPaymentId, amount: amountMinor });
        return { refundId: refund.id };
      } catch (err) {
        throw new PaymentProviderError(`Stripe refund failed: ${(err as Error).message}`);
      }
    },
  };
}
