import { PaymentDetailResponseSchema } from "@quad/contract/api/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { paymentsKeys } from "./keys";

/** POST payments/{id}/refund — the whole amount back through the provider; a 409 is shown by the dialog. */
export function refundPayment(id: number) {
  return apiRequest({
    method: "POST",
    path: `payments/${id}/refund`,
    json: {},
    schema: PaymentDetailResponseSchema,
    handledStatuses: [409],
  });
}

export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (answer) => {
      client.setQueryData(paymentsKeys.detail(answer.payment.id), answer);
      void client.invalidateQueries({ queryKey: paymentsKeys.all });
    },
  });
}
