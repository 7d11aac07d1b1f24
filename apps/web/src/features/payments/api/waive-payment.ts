import { PaymentDetailResponseSchema } from "@quad/contract/api/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { paymentsKeys } from "./keys";

/** POST payments/{id}/waive — a payment still due, when its program lets waive it; a 409 is shown by the dialog. */
export function waivePayment(id: number) {
  return apiRequest({
    method: "POST",
    path: `payments/${id}/waive`,
    json: {},
    schema: PaymentDetailResponseSchema,
    handledStatuses: [409],
  });
}

export function useWaivePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: waivePayment,
    onSuccess: (answer) => {
      client.setQueryData(paymentsKeys.detail(answer.payment.id), answer);
      void client.invalidateQueries({ queryKey: paymentsKeys.all });
    },
  });
}
