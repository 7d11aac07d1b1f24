import { ErrorSchema, IdParamSchema } from "@quad/contract/api/common";
import {
  CheckoutInputSchema,
  CheckoutResponseSchema,
  PaymentTokenParamSchema,
  PublicPaymentResponseSchema,
  TuitionResponseSchema,
  WebhookResponseSchema,
} from "@quad/contract/api/payments";
import type { ZodApp } from "../../app-context.ts";
import type { PaymentsService } from "./payments.service.ts";

/**
 * Payments' public calls (issue 27 §1), under /api/v1: one payment by its unguessable link (a parent pays), a
 * program's tuition, and the payment provider's webhook (its raw body, for the signature).
 */
export async function publicPaymentRoutes(app: ZodApp, payments: PaymentsService) {
  const tags = ["payments"];

  app.get(
    "/payments/public/:token",
    {
      schema: {
        summary: "A payment by its link: what is due, to whom, in which currency, its status",
        description: "Anyone holding the link; nothing of the student beyond the program and the institution.",
        tags,
        params: PaymentTokenParamSchema,
        response: { 200: PublicPaymentResponseSchema },
      },
    },
    async (request) => payments.read.byToken(request.params.token),
  );

  app.post(
    "/payments/public/:token/checkout",
    {
      schema: {
        summary: "Open the payment provider's checkout for a payment by its link",
        description:
          "Answers the checkout page's address; the payer comes back to /payments/{token} (return_to web) or /mobile-payment-redirect?payment={token} (mobile). 409 when it is no longer due, online payment is not set up, or the provider cannot be reached.",
        errors: [409],
        tags,
        params: PaymentTokenParamSchema,
        body: CheckoutInputSchema,
        response: { 200: CheckoutResponseSchema },
      },
    },
    async (request) => payments.checkoutByLink(request.params.token, request.body),
  );

  app.get(
    "/programs/:id/tuition",
    {
      schema: {
        summary: "An active program's tuition and fees, as money",
        description:
          "The tuition range (min and max cost), application fee and deposit in minor units; 404 for a program not active.",
        tags,
        params: IdParamSchema,
        response: { 200: TuitionResponseSchema },
      },
    },
    async (request) => payments.read.tuition(request.params.id),
  );

  // The webhook reads its body as bytes: the signature is over them exactly.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    hook.post(
      "/payments/stripe/webhook",
      {
        schema: {
          summary: "Stripe's webhook: checkout completed or failed, charge refunded",
          description:
            "Verified by the Stripe-Signature header over the raw body (400 when it does not hold: logged, nothing recorded). An event is recorded once by its id: a second delivery, or a failure arriving after the payment, is answered 200 and changes nothing. 409 when online payment is not set up.",
          errors: [409],
          tags,
          response: { 200: WebhookResponseSchema, 400: ErrorSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ""));
        const signature = request.headers["stripe-signature"];
        return payments.webhook(body, typeof signature === "string" ? signature : undefined, request.log);
      },
    );
  });
}
