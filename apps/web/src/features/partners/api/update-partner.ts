import { PartnerDetailResponseSchema } from "@quad/contract/api/partners";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { PartnerSegment } from "../model";
import { partnerQueryKey } from "./get-partner";

/** PUT universities/{id} | schools/{id} (multipart, team admins). Silent: 422 lists go onto the fields. */
export function updatePartner(segment: PartnerSegment, id: number, form: FormData) {
  return apiRequest({
    method: "PUT",
    path: `${segment}/${id}`,
    form,
    schema: PartnerDetailResponseSchema,
    silent: true,
  });
}

export function useUpdatePartner(segment: PartnerSegment, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [segment, id, "update"],
    mutationFn: (form: FormData) => updatePartner(segment, id, form),
    onSuccess: (res) => {
      client.setQueryData(partnerQueryKey(segment, id), res);
      void client.invalidateQueries({ predicate: (q) => q.queryKey.includes("final_steps") });
    },
  });
}
