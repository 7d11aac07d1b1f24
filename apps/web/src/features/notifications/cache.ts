import type { Notification } from "@quad/contract/api/notifications";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { NotificationFilters } from "./api/list-notifications";
import { markPagesRead, type NotificationsPage, prependNotification } from "./model";

/** The live unread count shown by the bell (fed by the stream and by list answers). */
export const UNREAD_KEY = ["notifications", "unread"] as const;

type ListKey = readonly ["notifications", "list", number, NotificationFilters];

export function setUnreadCount(client: QueryClient, count: number): void {
  client.setQueryData<number>(UNREAD_KEY, count);
}

/** A live notification: top of every cached list it fits, and the new unread count. */
export function addLiveNotification(client: QueryClient, n: Notification, unreadCount: number): void {
  setUnreadCount(client, unreadCount);
  for (const [key] of client.getQueriesData({ queryKey: ["notifications", "list"] })) {
    const filters = (key as ListKey)[3] ?? {};
    client.setQueryData<InfiniteData<NotificationsPage, number>>(key, (data) =>
      prependNotification(data, n, unreadCount, filters),
    );
  }
}

export function markReadInCache(client: QueryClient, ids: readonly number[] | "all"): void {
  for (const [key] of client.getQueriesData({ queryKey: ["notifications", "list"] })) {
    client.setQueryData<InfiniteData<NotificationsPage, number>>(key, (data) => markPagesRead(data, ids));
  }
}
