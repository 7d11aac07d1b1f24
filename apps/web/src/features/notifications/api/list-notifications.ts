import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsListInput,
  NotificationsListResponseSchema,
} from "@quad/contract/api/notifications";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { notificationKeys as sharedNotificationKeys } from "../../../lib/notification-keys";

/** The page's filters: the contract's list body, paging apart. */
export type NotificationFilters = Pick<NotificationsListInput, "notification_type" | "is_read" | "search_text">;

/** POST users/{id}/notifications — the panel sends page_no only; the page adds its filters. */
export function listNotifications(userId: number, filters: NotificationFilters, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    method: "POST",
    path: `users/${userId}/notifications`,
    json: { ...filters, page_no: pageNo, per_page: NOTIFICATIONS_PAGE_SIZE },
    schema: NotificationsListResponseSchema,
    signal,
  });
}

export const notificationKeys = {
  ...sharedNotificationKeys,
  list: (userId: number, filters: NotificationFilters) => [...sharedNotificationKeys.lists, userId, filters] as const,
};

/** Page 1 replaces, later pages append. */
export function notificationsQueryOptions(userId: number, filters: NotificationFilters) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(userId, filters),
    queryFn: ({ pageParam, signal }) => listNotifications(userId, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.notifications.length, 0);
      return loaded < last.filter_count ? last.page_no + 1 : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(userId: number, filters: NotificationFilters) {
  return useInfiniteQuery(notificationsQueryOptions(userId, filters));
}
