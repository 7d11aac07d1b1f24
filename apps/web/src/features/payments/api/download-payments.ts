import { PaymentsCsvResponseSchema } from "@quad/contract/api/payments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { PaymentsQuery } from "./list-payments";

/** GET payments/download — every payment under the filters as a signed CSV link, opened in a new tab. */
export async function downloadPayments(query: PaymentsQuery): Promise<void> {
  const { page_no: _page, ...filters } = query;
  const { csv_url } = await apiRequest({
    path: "payments/download",
    query: filters,
    schema: PaymentsCsvResponseSchema,
  });
  window.open(csv_url, "_blank", "noopener");
}

export function useDownloadPayments() {
  return useMutation({ mutationFn: downloadPayments });
}
