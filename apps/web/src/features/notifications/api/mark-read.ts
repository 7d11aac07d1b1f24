import { MarkReadResponseSchema } from "@quad/contract/api/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { markReadInCache, setUnreadCount } from "../cache";
import { notificationKeys } from "./list-notifications";

export type MarkReadTarget = { ids: number[] } | { read_all: true };

/** PUT users/{id}/notifications/mark_read — some ids, or all. */
export function markRead(userId: number, target: MarkReadTarget) {
  return apiRequest({
    method: "PUT",
    path: `users/${userId}/notifications/mark_read`,
    json: { notifications: target },
    schema: MarkReadResponseSchema,
  });
}

export function useMarkRead(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["notifications", "markRead"],
    mutationFn: (target: MarkReadTarget) => markRead(userId, target),
    onSuccess: (res, target) => {
      markReadInCache(client, "ids" in target ? target.ids : "all");
      setUnreadCount(client, res.unread_count);
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
