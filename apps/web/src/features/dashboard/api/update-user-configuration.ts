import { UserConfigurationResponseSchema } from "@quad/contract/api/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { dashboardKeys } from "./keys";

/** POST user_configurations {is_dashboard_onboarding_complete} — the onboarding checklist dismissed (or back). */
export function updateUserConfiguration(complete: boolean) {
  return apiRequest({
    method: "POST",
    path: "user_configurations",
    json: { is_dashboard_onboarding_complete: complete },
    schema: UserConfigurationResponseSchema,
  });
}

export function useUpdateUserConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserConfiguration,
    onSuccess: (saved) => client.setQueryData(dashboardKeys.configuration, saved),
  });
}
