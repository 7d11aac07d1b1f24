import { TuitionResponseSchema } from "@quad/contract/api/payments";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { payerKeys } from "./payer-keys";

/** GET programs/{id}/tuition — an active program's tuition range and fees, as money (public). */
export function getProgramTuition(programId: number, signal?: AbortSignal) {
  return apiRequest({
    path: `/api/v1/programs/${programId}/tuition`,
    schema: TuitionResponseSchema,
    handledStatuses: [404, 422],
    signal,
  });
}

export function useProgramTuition(programId: number | null) {
  return useQuery({
    queryKey: payerKeys.tuition(programId ?? 0),
    queryFn: ({ signal }) => getProgramTuition(programId as number, signal),
    enabled: programId !== null,
    retry: false,
  });
}
