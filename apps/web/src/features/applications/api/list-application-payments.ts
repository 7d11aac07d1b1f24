import { PaymentsListResponseSchema } from "@quad/contract/api/payments";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** GET payments?application_id= — the application's fee and deposit payments (at most a page: an application has few). */
export function listApplicationPayments(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: "payments",
    query: { application_id: applicationId },
    schema: PaymentsListResponseSchema,
    signal,
  });
}

export function useApplicationPayments(applicationId: number) {
  return useQuery({
    queryKey: applicationsKeys.payments(applicationId),
    queryFn: ({ signal }) => listApplicationPayments(applicationId, signal),
  });
}
