import {
  CheckoutInputSchema,
  CheckoutResponseSchema,
  MyPaymentsResponseSchema,
  PaymentTokenParamSchema,
} from "@quad/contract/api/payments";
import type { ZodApp } from "../../app-context.ts";
import { guestOf } from "../webinars/guest-auth.ts";
import type { PaymentsService } from "./payments.service.ts";

/** A student's payments in the guest area (issue 27 §2), under /api/v1/webinars. */
export async function guestPaymentRoutes(app: ZodApp, payments: PaymentsService) {
  const tags = ["payments"];

  app.get(
    "/payments",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "The signed-in student's payments",
        description: "Fees and deposits of their applications (cancelled ones left out), newest first.",
        tags,
        response: { 200: MyPaymentsResponseSchema },
      },
    },
    async (request) => payments.read.ofGuest(guestOf(request).guest.id),
  );

  app.post(
    "/payments/:token/checkout",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Open the payment provider's checkout for one of the student's payments",
        description:
          "Answers the checkout page's address; the payer comes back to /payments/{token} (return_to web) or /mobile-payment-redirect?payment={token} (mobile). 404 for another student's payment; 409 when it is no longer due, online payment is not set up, or the provider cannot be reached.",
        errors: [409],
        tags,
        params: PaymentTokenParamSchema,
        body: CheckoutInputSchema,
        response: { 200: CheckoutResponseSchema },
      },
    },
    async (request) => payments.checkoutAsGuest(guestOf(request).guest.id, request.params.token, request.body),
  );
}
