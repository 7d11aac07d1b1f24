import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Notification } from "@quad/contract/api/notifications";
import { notificationLink } from "@quad/contract/rules/notification-links";
import { IconBell, IconBellOff, IconChecks } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { badgeText } from "../../../lib/notice-format";
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

  const label = count > 0 ? t("bell.labelUnread", { count }) : t("bell.label");

  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      position="bottom-end"
      width={400}
      shadow="lg"
      radius="lg"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <Tooltip label={t("bell.label")} disabled={opened}>
          <Indicator
            label={badgeText(count)}
            size={18}
            offset={6}
            color="red"
            disabled={count === 0}
            styles={{ indicator: { fontWeight: 700, fontSize: 11 } }}
            data-testid="notification-badge"
          >
            <ActionIcon
              variant={opened ? "light" : "subtle"}
              color="gray"
              size="lg"
              radius="xl"
              aria-label={label}
              aria-haspopup="dialog"
              aria-expanded={opened}
              onClick={toggle}
            >
              <IconBell size={20} stroke={1.7} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t("bell.panel")} role="dialog">
        <Group justify="space-between" px="md" py="sm">
          <Group gap={8}>
            <Text fw={700}>{t("bell.panel")}</Text>
            {count > 0 ? (
              <Text size="xs" fw={600} c="red.9" bg="red.0" px={8} py={2} style={{ borderRadius: 10 }}>
                {t("bell.newCount", { count })}
              </Text>
            ) : null}
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={15} aria-hidden="true" />}
            disabled={count === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ read_all: true })}
          >
            {t("actions.markAllRead")}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420} type="auto">
          {list.isLoading ? (
            <Group justify="center" py="xl">
              <Loader size="sm" aria-label={t("list.loading")} />
            </Group>
          ) : items.length === 0 ? (
            <EmptyStatePanel
              compact
              icon={<IconBellOff size={24} aria-hidden="true" />}
              title={t("empty.title")}
              description={t("empty.body")}
            />
          ) : (
            <Stack gap={2} p={6}>
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} onOpen={open} compact />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Divider />
        <Group justify="center" p={6}>
          <Button
            variant="subtle"
            fullWidth
            onClick={() => {
              close();
              void navigate({ to: "/notifications" });
            }}
          >
            {t("actions.viewAll")}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The header bell: unread badge, a panel of the latest notifications, live updates. */
export function NotificationBell({ userId }: { userId: number }) {
  const ready = useNotificationTexts();
  if (!ready) {
    return (
      <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" disabled aria-hidden="true" tabIndex={-1}>
        <IconBell size={20} stroke={1.7} />
      </ActionIcon>
    );
  }
  return <Bell userId={userId} />;
}
