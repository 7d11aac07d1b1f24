import { useDisclosure } from "@mantine/hooks";
import type { GuestNotificationSchema } from "@quad/contract/api/guest-notifications";
import { IconFileCertificate } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { NotificationBellPlaceholder, NotificationPopover } from "../../../../components/ui/notification-popover";
import { NotificationRow } from "../../../../components/ui/notification-row";
import { useNamespace } from "../../../../lib/i18n";
import { relativeTime } from "../../../../lib/notice-format";
import { useGuestSession } from "../../session/guest-session-store";
import { useGuestNotifications } from "../api/list-guest-notifications";
import { useMarkGuestNotificationsRead } from "../api/mark-guest-notifications-read";
import { NOTIFICATION_TARGET, notificationSentence, notificationTarget } from "../model";

type GuestNotification = z.infer<typeof GuestNotificationSchema>;

function Item({ n, onOpen }: { n: GuestNotification; onOpen: (n: GuestNotification) => void }) {
  const { t, i18n } = useTranslation("applications");
  const s = notificationSentence(n);
  const word = t(s.wordKey);
  return (
    <NotificationRow
      icon={IconFileCertificate}
      color="grape"
      unread={!n.is_read}
      unreadLabel={t("guest.notifications.unread")}
      text={t(s.key, { ...s.params, status: word, result: word })}
      meta={relativeTime(n.created_at, i18n.language)}
      onClick={() => onOpen(n)}
      compact
    />
  );
}

function Bell() {
  const { t } = useTranslation("applications");
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const list = useGuestNotifications(true);
  const markRead = useMarkGuestNotificationsRead();
  const count = list.data?.unread_count ?? 0;
  const items = list.data?.notifications ?? [];

  const open = (n: GuestNotification) => {
    close();
    if (!n.is_read) markRead.mutate({ ids: [n.id] });
    void navigate(notificationTarget(n));
  };
  return (
    <NotificationPopover
      opened={opened}
      onToggle={toggle}
      onClose={close}
      unread={count}
      texts={{
        label: count > 0 ? t("guest.notifications.labelUnread", { count }) : t("guest.notifications.label"),
        title: t("guest.notifications.title"),
        newCount: t("guest.notifications.newCount", { count }),
        markAllRead: t("guest.notifications.markAllRead"),
        loading: t("guest.notifications.loading"),
        emptyTitle: t("guest.notifications.emptyTitle"),
        emptyBody: t("guest.notifications.emptyBody"),
        footer: t("guest.notifications.seeAll"),
      }}
      loading={list.isLoading}
      marking={markRead.isPending}
      onMarkAllRead={() => markRead.mutate({ read_all: true })}
      onFooter={() => void navigate(NOTIFICATION_TARGET)}
      badgeTestId="guest-notification-badge"
    >
      {items.map((n) => (
        <Item key={n.id} n={n} onOpen={open} />
      ))}
    </NotificationPopover>
  );
}

/**
 * The guest header's bell (decision 056): a signed-in student hears here when a university moves one of their
 * applications. Nothing for visitors, nor for a partner acting in the webinar area (their shell has its own bell).
 */
export function GuestNotificationsBell() {
  const signedIn = useGuestSession((s) => Boolean(s.authToken && s.guest));
  const ready = useNamespace("applications");
  if (!signedIn) return null;
  return ready ? <Bell /> : <NotificationBellPlaceholder />;
}
