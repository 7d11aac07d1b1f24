import { type PaymentsListQuery, PaymentsListResponseSchema } from "@quad/contract/api/payments";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { paymentsKeys } from "./keys";

export type PaymentsQuery = Partial<PaymentsListQuery>;

/** GET payments — one page (25) of the institution's payments, newest first, and the totals per currency. */
export function listPayments(query: PaymentsQuery, signal?: AbortSignal) {
  return apiRequest({ path: "payments", query, schema: PaymentsListResponseSchema, signal });
}

/** The page under the filters; the previous page stays on screen while the next one loads. */
export function usePaymentsList(query: PaymentsQuery) {
  return useQuery({
    queryKey: paymentsKeys.list(query),
    queryFn: ({ signal }) => listPayments(query, signal),
    placeholderData: keepPreviousData,
  });
}
