import { useDisclosure } from "@mantine/hooks";
import type { Notification } from "@quad/contract/api/notifications";
import { notificationLink } from "@quad/contract/rules/notification-links";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { memo, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NotificationBellPlaceholder, NotificationPopover } from "../../../components/ui/notification-popover";
import { useNotifications } from "../api/list-notifications";
import { useMarkRead } from "../api/mark-read";
import { setUnreadCount, UNREAD_KEY } from "../cache";
import { useLiveNotifications } from "../use-live-notifications";
import { useNotificationTexts } from "../use-notification-texts";
import { NotificationItem } from "./notification-item";

const PANEL_ITEMS = 8;
const NO_FILTERS = {};

function Bell({ userId }: { userId: number }) {
  const { t } = useTranslation("notifications");
  const navigate = useNavigate();
  const client = useQueryClient();
  const [opened, { toggle, close }] = useDisclosure(false);
  useLiveNotifications(t("toast.title"), t("toast.close"));
  // Fed by the stream (ready, notification), the lists' answers and mark-read; never fetched on its own.
  const unread = useQuery<number>({ queryKey: UNREAD_KEY, queryFn: () => 0, enabled: false });
  const list = useNotifications(userId, NO_FILTERS);
  const listUnread = list.data?.pages[0]?.unread_count;
  useEffect(() => {
    if (listUnread !== undefined) setUnreadCount(client, listUnread);
  }, [client, listUnread]);
  const markRead = useMarkRead(userId);
  const count = unread.data ?? 0;
  const items = (list.data?.pages.flatMap((p) => p.notifications) ?? []).slice(0, PANEL_ITEMS);

  const open = (n: Notification) => {
    close();
    if (!n.is_read) markRead.mutate({ ids: [n.id] });
    void navigate({ to: notificationLink(n) });
  };

  return (
    <NotificationPopover
      opened={opened}
      onToggle={toggle}
      onClose={close}
      unread={count}
      withTooltip
      texts={{
        label: count > 0 ? t("bell.labelUnread", { count }) : t("bell.label"),
        title: t("bell.panel"),
        newCount: t("bell.newCount", { count }),
        markAllRead: t("actions.markAllRead"),
        loading: t("list.loading"),
        emptyTitle: t("empty.title"),
        emptyBody: t("empty.body"),
        footer: t("actions.viewAll"),
      }}
      loading={list.isLoading}
      marking={markRead.isPending}
      onMarkAllRead={() => markRead.mutate({ read_all: true })}
      onFooter={() => void navigate({ to: "/notifications" })}
      badgeTestId="notification-badge"
    >
      {items.map((n) => (
        <NotificationItem key={n.id} notification={n} onOpen={open} compact />
      ))}
    </NotificationPopover>
  );
}

/** The header bell: unread badge, a panel of the latest notifications, live updates. */
export const NotificationBell = memo(function NotificationBell({ userId }: { userId: number }) {
  const ready = useNotificationTexts();
  return ready ? <Bell userId={userId} /> : <NotificationBellPlaceholder />;
});
