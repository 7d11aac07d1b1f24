import { type CheckoutInput, CheckoutResponseSchema } from "@quad/contract/api/payments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST payments/public/{token}/checkout — anyone holding the link (a parent) opens the provider's hosted checkout;
 * answers its address. 409 (no longer due, not set up, provider down) is shown on the page.
 */
export function startLinkCheckout(token: string, input: CheckoutInput) {
  return apiRequest({
    method: "POST",
    path: `/api/v1/payments/public/${encodeURIComponent(token)}/checkout`,
    json: input,
    schema: CheckoutResponseSchema,
    handledStatuses: [409],
  });
}

/** Opens the checkout and sends the browser to the provider's page. */
export function useStartLinkCheckout() {
  return useMutation({
    mutationKey: ["payer", "link-checkout"],
    mutationFn: ({ token, input }: { token: string; input: CheckoutInput }) => startLinkCheckout(token, input),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
