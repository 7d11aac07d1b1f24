import { PaymentExportResponseSchema } from "@quad/contract/api/payments";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { paymentsKeys } from "./keys";
import type { PaymentsQuery } from "./list-payments";

/** How often a CSV being prepared is asked about. */
export const EXPORT_POLL_MS = 1500;

/** POST payments/exports — every payment under the filters as a CSV: answers at once (preparing), a job writes it. */
export function requestPaymentsExport(query: PaymentsQuery) {
  const { page_no: _page, ...filters } = query;
  return apiRequest({ method: "POST", path: "payments/exports", json: filters, schema: PaymentExportResponseSchema });
}

/** GET payments/exports/{id} — preparing, ready (with its signed link) or failed. */
export function getPaymentsExport(id: number, signal?: AbortSignal) {
  return apiRequest({ path: `payments/exports/${id}`, schema: PaymentExportResponseSchema, signal });
}

/** The answer (preparing) is the export's first status: polling starts from it. */
export function useRequestPaymentsExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPaymentsExport,
    onSuccess: (answer) => client.setQueryData(paymentsKeys.export(answer.export.id), answer),
  });
}

/** The export being prepared (none: null), asked about every EXPORT_POLL_MS until it is ready or failed. */
export function usePaymentsExport(id: number | null) {
  return useQuery({
    queryKey: paymentsKeys.export(id ?? 0),
    queryFn: ({ signal }) => getPaymentsExport(id as number, signal),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.export.status === "preparing" ? EXPORT_POLL_MS : false),
  });
}

/** Downloads the file behind a signed link (the server sends a CSV as an attachment, so the page stays). */
export function downloadLink(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
