import { GuestNotificationsResponseSchema } from "@quad/contract/api/guest-notifications";
import { useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { useViewerKey } from "../../catalogue/api/keys";
import { guestNotificationKeys } from "./keys";

/** How often the header looks for news while the page is open (the guest area has no live stream). */
const POLL_MS = 60_000;

/** GET notifications — the signed-in guest's latest notifications and unread count. */
export function listGuestNotifications(signal?: AbortSignal) {
  return guestRequest({ path: "notifications", schema: GuestNotificationsResponseSchema, signal });
}

export function useGuestNotifications(enabled: boolean) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: guestNotificationKeys.list(viewer),
    queryFn: ({ signal }) => listGuestNotifications(signal),
    enabled,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}
