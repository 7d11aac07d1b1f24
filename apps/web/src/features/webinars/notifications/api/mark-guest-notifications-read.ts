import { MarkGuestNotificationsReadResponseSchema } from "@quad/contract/api/guest-notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { guestNotificationKeys } from "./keys";

export type MarkReadInput = { ids: number[] } | { read_all: true };

/** PUT notifications/mark_read — some of the guest's notifications, or all of them. */
export function markGuestNotificationsRead(input: MarkReadInput) {
  return guestRequest({
    method: "PUT",
    path: "notifications/mark_read",
    json: input,
    schema: MarkGuestNotificationsReadResponseSchema,
  });
}

export function useMarkGuestNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markGuestNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: guestNotificationKeys.all }),
  });
}
