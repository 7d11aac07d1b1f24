import { PublicPaymentResponseSchema } from "@quad/contract/api/payments";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { payerKeys } from "./payer-keys";

/** GET payments/public/{token} — a payment by its link: what is due, to whom, its status (no sign-in needed). */
export function getPublicPayment(token: string, signal?: AbortSignal) {
  return apiRequest({
    path: `/api/v1/payments/public/${encodeURIComponent(token)}`,
    schema: PublicPaymentResponseSchema,
    handledStatuses: [404, 422],
    signal,
  });
}

/** The payment of the link; `poll` asks again every second (back from checkout, before the webhook lands). */
export function usePublicPayment(token: string, poll: boolean) {
  return useQuery({
    queryKey: payerKeys.byToken(token),
    queryFn: ({ signal }) => getPublicPayment(token, signal),
    enabled: token !== "",
    retry: false,
    refetchInterval: poll ? 1000 : false,
  });
}
