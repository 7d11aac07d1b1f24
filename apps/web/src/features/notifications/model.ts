import type { Notification, NotificationsListResponseSchema } from "@quad/contract/api/notifications";
import { NOTIFICATION_TYPES, type NotificationType } from "@quad/contract/api/notifications";
import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import { isNotificationMessageKey, renderNotificationMessage } from "@quad/contract/rules/notification-messages";
import type { InfiniteData } from "@tanstack/react-query";
import { z } from "zod";
import type { NotificationFilters } from "./api/list-notifications";

export type NotificationsPage = z.infer<typeof NotificationsListResponseSchema>;

/** The notifications page filters, kept in the URL. */
export const NotificationsSearchSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES).optional().catch(undefined),
  state: z.enum(["all", "unread", "read"]).catch("all"),
  q: z.string().trim().max(100).catch(""),
});
export type NotificationsSearch = z.infer<typeof NotificationsSearchSchema>;

export function parseNotificationsSearch(search: Record<string, unknown>): NotificationsSearch {
  return NotificationsSearchSchema.parse(search);
}

export function notificationFilters(s: NotificationsSearch): NotificationFilters {
  return {
    ...(s.type ? { notification_type: s.type as NotificationType } : {}),
    ...(s.state === "all" ? {} : { is_read: s.state === "read" }),
    ...(s.q ? { search_text: s.q } : {}),
  };
}

/** The notification's text in the reader's language (catalogue key and parameters), else its stored text. */
export function notificationText(
  n: Pick<Notification, "message" | "message_key" | "message_params">,
  language: string,
) {
  const locale: Locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : "en-US";
  return isNotificationMessageKey(n.message_key)
    ? renderNotificationMessage(n.message_key, n.message_params ?? {}, locale)
    : n.message;
}

/** Whether a live notification belongs in a list with these filters (new ones are unread). */
export function matchesFilters(n: Notification, f: NotificationFilters): boolean {
  if (f.notification_type && n.notification_type !== f.notification_type) return false;
  if (f.is_read !== undefined && n.is_read !== f.is_read) return false;
  if (f.search_text) {
    const q = f.search_text.toLowerCase();
    const text = `${n.message} ${n.sub_message ?? ""}`.toLowerCase();
    if (!text.includes(q)) return false;
  }
  return true;
}

/** Puts a live notification at the top of a cached list (once), with the new unread count. */
export function prependNotification(
  data: InfiniteData<NotificationsPage, number> | undefined,
  n: Notification,
  unreadCount: number,
  filters: NotificationFilters,
): InfiniteData<NotificationsPage, number> | undefined {
  if (!data || data.pages.length === 0) return data;
  const known = data.pages.some((p) => p.notifications.some((x) => x.id === n.id));
  const fits = !known && matchesFilters(n, filters);
  const pages = data.pages.map((p, i) => ({
    ...p,
    unread_count: unreadCount,
    ...(fits ? { total: p.total + 1, filter_count: p.filter_count + 1 } : {}),
    notifications: i === 0 && fits ? [n, ...p.notifications] : p.notifications,
  }));
  return { ...data, pages };
}

/** Marks ids (or all) as read in a cached list. */
export function markPagesRead(
  data: InfiniteData<NotificationsPage, number> | undefined,
  ids: readonly number[] | "all",
): InfiniteData<NotificationsPage, number> | undefined {
  if (!data) return data;
  const hit = (id: number) => ids === "all" || ids.includes(id);
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      notifications: p.notifications.map((n) => (hit(n.id) ? { ...n, is_read: true } : n)),
    })),
  };
}
