import { ReasonsResponseSchema } from "@quad/contract/api/reference";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type ReasonKind = "reschedule_reasons" | "event_decline_reasons" | "reject_reasons";

/** GET misc/{kind} — a reference list of reasons ("Other" last). */
export function getReasons(kind: ReasonKind, signal?: AbortSignal) {
  return apiRequest({ path: `misc/${kind}`, schema: ReasonsResponseSchema, signal });
}

export function reasonsQueryOptions(kind: ReasonKind) {
  return queryOptions({
    queryKey: ["misc", kind],
    queryFn: ({ signal }) => getReasons(kind, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useReasons(kind: ReasonKind, enabled = true) {
  return useQuery({ ...reasonsQueryOptions(kind), enabled });
}
