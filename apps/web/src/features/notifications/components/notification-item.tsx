import { Box, Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from "@mantine/core";
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
  const Icon = ICONS[n.notification_type] ?? IconBell;
  return (
    <UnstyledButton
      onClick={() => onOpen(n)}
      w="100%"
      px={compact ? "sm" : "md"}
      py="sm"
      data-unread={n.is_read ? undefined : "true"}
      style={{
        borderRadius: "var(--mantine-radius-md)",
        background: n.is_read ? undefined : "var(--mantine-color-quad-0)",
      }}
      className="quad-notification-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={COLORS[n.notification_type] ?? "gray"} radius="xl" size={compact ? 34 : 40}>
          <Icon size={compact ? 17 : 20} aria-hidden="true" />
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {n.is_read ? null : <VisuallyHidden>{`${t("item.unread")}: `}</VisuallyHidden>}
          <Text size="sm" fw={n.is_read ? 500 : 700} lineClamp={2}>
            {notificationText(n, i18n.language)}
          </Text>
          {n.sub_message ? (
            <Text size="xs" c="dimmed" lineClamp={compact ? 1 : 2}>
              {n.sub_message}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            {t(`types.${n.notification_type}`)} · {relativeTime(n.created_at, i18n.language)}
          </Text>
        </Box>
        {n.is_read ? null : (
          <Box
            mt={6}
            w={9}
            h={9}
            style={{ borderRadius: 9, background: "var(--mantine-color-quad-7)", flexShrink: 0 }}
            aria-hidden="true"
          />
        )}
      </Group>
    </UnstyledButton>
  );
}
