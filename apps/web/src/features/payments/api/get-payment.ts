import { PaymentDetailResponseSchema } from "@quad/contract/api/payments";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { paymentsKeys } from "./keys";

/** GET payments/{id} — one payment of the institution with its history. */
export function getPayment(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: `payments/${id}`,
    schema: PaymentDetailResponseSchema,
    // The drawer says "not found" itself.
    handledStatuses: [404],
    signal,
  });
}

export function usePayment(id: number | null) {
  return useQuery({
    queryKey: paymentsKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getPayment(id as number, signal),
    enabled: id !== null && id > 0,
    retry: false,
  });
}
