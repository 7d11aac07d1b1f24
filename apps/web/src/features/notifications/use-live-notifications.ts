import { LiveNotificationEventSchema } from "@quad/contract/api/notifications";
import { TOAST_DURATION_MS } from "@quad/contract/rules/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { PARTNER_API } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { openLiveStream } from "../../lib/live-stream";
import { useSessionStore } from "../../lib/session-store";
import { showToast } from "../../lib/toast";
import { addLiveNotification, setUnreadCount } from "./cache";
import { notificationText } from "./model";

export const STREAM_URL = `${PARTNER_API}/notifications/stream`;

/**
 * One live stream per tab while signed in (the bell mounts it once): `ready` sets the unread count,
 * `notification` updates the bell and the cached lists and shows a toast. Stops on sign-out.
 */
export function useLiveNotifications(toastTitle: string, closeLabel: string): void {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.authToken);
  const title = useRef(toastTitle);
  title.current = toastTitle;
  const close = useRef(closeLabel);
  close.current = closeLabel;

  useEffect(() => {
    if (!token) return;
    return openLiveStream({
      url: STREAM_URL,
      token,
      onEvent: (event) => {
        let payload: unknown;
        try {
          payload = JSON.parse(event.data);
        } catch {
          return;
        }
        if (event.event === "ready") {
          const count = (payload as { unread_count?: unknown }).unread_count;
          if (typeof count === "number") setUnreadCount(client, count);
          return;
        }
        if (event.event !== "notification") return;
        const parsed = LiveNotificationEventSchema.safeParse(payload);
        if (!parsed.success) return;
        const { notification, unread_count } = parsed.data;
        addLiveNotification(client, notification, unread_count);
        showToast({
          id: `notification-${notification.id}`,
          title: title.current,
          message: notificationText(notification, i18n.language),
          color: "quad",
          autoClose: TOAST_DURATION_MS,
          closeButtonProps: { "aria-label": close.current },
        });
      },
    });
  }, [token, client]);
}
