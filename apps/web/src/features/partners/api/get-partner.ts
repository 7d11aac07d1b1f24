import { PartnerDetailResponseSchema } from "@quad/contract/api/partners";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { PartnerSegment } from "../model";

/** GET universities/{id} | schools/{id} */
export function getPartner(segment: PartnerSegment, id: number, signal?: AbortSignal) {
  return apiRequest({ path: `${segment}/${id}`, schema: PartnerDetailResponseSchema, signal });
}

export const partnerQueryKey = (segment: PartnerSegment, id: number) => [segment, id] as const;

export function partnerQueryOptions(segment: PartnerSegment, id: number) {
  return queryOptions({
    queryKey: partnerQueryKey(segment, id),
    queryFn: ({ signal }) => getPartner(segment, id, signal),
    select: (data) => data.partner,
  });
}

export function usePartner(segment: PartnerSegment, id: number) {
  return useQuery(partnerQueryOptions(segment, id));
}
