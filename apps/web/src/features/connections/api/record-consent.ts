import type { GuardianConsentInput } from "@quad/contract/api/connection-changes";
import { ConnectionDetailResponseSchema } from "@quad/contract/api/connection-detail";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { connectionsKeys } from "./list-connections";

/** PUT connections/{id}/guardian_consent — staff record a guardian's consent (decision 043): the contact shows. */
export function recordConsent({ id, ...body }: GuardianConsentInput & { id: number }) {
  return apiRequest({
    method: "PUT",
    path: `connections/${id}/guardian_consent`,
    json: body,
    schema: ConnectionDetailResponseSchema,
    handledStatuses: [422],
  });
}

export function useRecordConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordConsent,
    onSuccess: async (data, { id }) => {
      client.setQueryData(connectionsKeys.detail(id), data);
      // The list's email column shows the address now.
      await client.invalidateQueries({ queryKey: connectionsKeys.lists });
    },
  });
}
