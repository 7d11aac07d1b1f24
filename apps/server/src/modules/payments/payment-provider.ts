/**
 * What Quad needs of a payment provider (decision 115): a hosted checkout for one payment, its signed webhook read
 * into a typed event, and a refund. Stripe Checkout is the first adapter (stripe.provider.ts); another provider is
 * another implementation of this interface, the service and the screens stay as they are.
 */

/** The payment a checkout is opened for (amounts in the currency's minor unit). */
export interface CheckoutPayment {
  id: number;
  kind: "application_fee" | "deposit";
  amountMinor: number;
  currency: string;
  /** What the payer reads on the provider's page, e.g. "Deposit — Data Science, Test University". */
  description: string;
}

export interface CheckoutRequest {
  payment: CheckoutPayment;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string | null;
  /** The payer's language (en-US, zh-CN). */
  locale: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A provider event read from a verified webhook; `ignored` for kinds Quad does not act on. */
export type ProviderEvent =
  | { type: "paid"; eventId: string; sessionId: string; paymentId: number | null; providerPaymentId: string | null }
  | { type: "failed"; eventId: string; sessionId: string; paymentId: number | null }
  | { type: "refunded"; eventId: string; providerPaymentId: string; amountMinor: number }
  | { type: "ignored"; eventId: string; kind: string };

/** Why a webhook is refused: a missing or bad signature, or a body that is not an event. */
export type WebhookRefusal = { refused: true; reason: string };

export interface PaymentProvider {
  readonly name: "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body, then reads the event; never throws. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent | WebhookRefusal;
  refund(providerPaymentId: string, amountMinor: number): Promise<{ refundId: string }>;
}

/** The provider could not be reached or refused the call. */
export class PaymentProviderError extends Error {}
