import { type CheckoutInput, CheckoutResponseSchema } from "@quad/contract/api/payments";
import { useMutation } from "@tanstack/react-query";
import { guestRequest } from "../guest-request";

/**
 * POST webinars/payments/{token}/checkout — opens the provider's hosted checkout for one of the student's own
 * payments; answers its address. 409 (no longer due, online payment not set up, provider down) is shown by the
 * screen, next to the Pay button.
 */
export function startGuestCheckout(token: string, input: CheckoutInput) {
  return guestRequest({
    method: "POST",
    path: `payments/${token}/checkout`,
    json: input,
    schema: CheckoutResponseSchema,
    handledStatuses: [409],
  });
}

/** Opens the checkout and sends the browser there (the provider's page, then back to /payments/{token}). */
export function useStartGuestCheckout() {
  return useMutation({
    mutationKey: ["payer-payments", "guest-checkout"],
    mutationFn: ({ token, input }: { token: string; input: CheckoutInput }) => startGuestCheckout(token, input),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The checkout page's language: the reader's (the provider knows both of ours). */
export function checkoutLocale(language: string): CheckoutInput["locale"] {
  return language === "zh-CN" ? "zh-CN" : "en-US";
}
