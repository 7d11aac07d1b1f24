import type { Notification, NotificationType } from "@quad/contract/api/notifications";
import {
  IconBell,
  IconCalendarEvent,
  IconFileText,
  IconPresentation,
  IconSchool,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NotificationRow } from "../../../components/ui/notification-row";
import { relativeTime } from "../../../lib/notice-format";
import { notificationText } from "../model";

const ICONS: Record<NotificationType, typeof IconBell> = {
  Event: IconCalendarEvent,
  StudentApplication: IconFileText,
  PartnerProgram: IconSchool,
  WebinarCategory: IconPresentation,
  Connection: IconUsers,
  Team: IconUsersGroup,
};

const COLORS: Record<NotificationType, string> = {
  Event: "blue",
  StudentApplication: "grape",
  PartnerProgram: "teal",
  WebinarCategory: "orange",
  Connection: "cyan",
  Team: "quad",
};

interface NotificationItemProps {
  notification: Notification;
  onOpen: (n: Notification) => void;
  compact?: boolean;
}

/** One notification: type icon, message, details, time and an unread dot; opens its link. */
export function NotificationItem({ notification: n, onOpen, compact = false }: NotificationItemProps) {
  const { t, i18n } = useTranslation("notifications");
  return (
    <NotificationRow
      icon={ICONS[n.notification_type] ?? IconBell}
      color={COLORS[n.notification_type] ?? "gray"}
      unread={!n.is_read}
      unreadLabel={t("item.unread")}
      text={notificationText(n, i18n.language)}
      detail={n.sub_message}
      meta={`${t(`types.${n.notification_type}`)} · ${relativeTime(n.created_at, i18n.language)}`}
      onClick={() => onOpen(n)}
      compact={compact}
    />
  );
}
