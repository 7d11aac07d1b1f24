import { TimezoneResponseSchema } from "@quad/contract/api/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useSessionStore } from "../../../lib/session-store";

/** PUT users/{id}/update_timezone — the user's own zone. */
export function updateTimezone(id: number, timezone: string) {
  return apiRequest({
    method: "PUT",
    path: `users/${id}/update_timezone`,
    json: { timezone },
    schema: TimezoneResponseSchema,
  });
}

export function useUpdateTimezone(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["users", id, "update_timezone"],
    mutationFn: (timezone: string) => updateTimezone(id, timezone),
    onSuccess: (res) => {
      const { data, refreshUser } = useSessionStore.getState();
      if (data) refreshUser({ ...data, timezone: res.timezone });
      void client.invalidateQueries({ queryKey: ["users", id] });
    },
  });
}
