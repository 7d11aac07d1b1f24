import { SsoSettingsResponseSchema, type UpdateSsoSettingsInput } from "@quad/contract/api/sso";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { ssoSettingsQueryKey } from "./get-sso-settings";
import { refreshManagementTools } from "./management-tools";

/** PUT institutes/{id}/sso — field errors (422) are shown by the form. */
export function updateSsoSettings(partnerId: number, input: UpdateSsoSettingsInput) {
  return apiRequest({
    method: "PUT",
    path: `institutes/${partnerId}/sso`,
    json: input,
    schema: SsoSettingsResponseSchema,
    handledStatuses: [422],
  });
}

export function useUpdateSsoSettings(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["institutes", partnerId, "sso", "update"],
    mutationFn: (input: UpdateSsoSettingsInput) => updateSsoSettings(partnerId, input),
    onSuccess: (res) => {
      client.setQueryData(ssoSettingsQueryKey(partnerId), res);
      void refreshManagementTools(client);
    },
  });
}
