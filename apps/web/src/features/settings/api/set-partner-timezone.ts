import { TimezoneResponseSchema } from "@quad/contract/api/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { partnerTimezoneQueryKey } from "./get-partner-timezone";

/** PUT timezones/set_timezone — the institution's zone (team admins). */
export function setPartnerTimezone(timezone: string) {
  return apiRequest({
    method: "PUT",
    path: "timezones/set_timezone",
    json: { timezone },
    schema: TimezoneResponseSchema,
  });
}

export function useSetPartnerTimezone(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["timezones", "set_timezone"],
    mutationFn: setPartnerTimezone,
    onSuccess: (res) => client.setQueryData(partnerTimezoneQueryKey(userId), res),
  });
}
