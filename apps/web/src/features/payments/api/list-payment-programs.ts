import { ApplicationOptionsResponseSchema } from "@quad/contract/api/applications-list";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { paymentsKeys } from "./keys";

/** GET student_applications/programs — the institution's programs that have applications (the program filter). */
export function listPaymentPrograms(signal?: AbortSignal) {
  return apiRequest({ path: "student_applications/programs", schema: ApplicationOptionsResponseSchema, signal });
}

export function usePaymentPrograms() {
  return useQuery({
    queryKey: paymentsKeys.programs,
    queryFn: ({ signal }) => listPaymentPrograms(signal),
    staleTime: 60_000,
  });
}
