import {
  ActionIcon,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { GuestNotificationSchema } from "@quad/contract/api/guest-notifications";
import { IconBell, IconBellOff, IconChecks, IconFileCertificate } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { EmptyStatePanel } from "../../../../components/ui/empty-state-panel";
import { useNamespace } from "../../../../lib/i18n";
import { badgeText, relativeTime } from "../../../../lib/notice-format";
import { useGuestSession } from "../../session/guest-session-store";
import { useGuestNotifications } from "../api/list-guest-notifications";
import { useMarkGuestNotificationsRead } from "../api/mark-guest-notifications-read";
import { NOTIFICATION_TARGET, notificationSentence } from "../model";

type GuestNotification = z.infer<typeof GuestNotificationSchema>;

function Item({ n, onOpen }: { n: GuestNotification; onOpen: (n: GuestNotification) => void }) {
  const { t, i18n } = useTranslation("applications");
  const s = notificationSentence(n);
  return (
    <UnstyledButton
      onClick={() => onOpen(n)}
      w="100%"
      px="sm"
      py="sm"
      data-unread={n.is_read ? undefined : "true"}
      style={{
        borderRadius: "var(--mantine-radius-md)",
        background: n.is_read ? undefined : "var(--mantine-color-quad-0)",
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="grape" radius="xl" size={34}>
          <IconFileCertificate size={17} aria-hidden="true" />
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {n.is_read ? null : <VisuallyHidden>{`${t("guest.notifications.unread")}: `}</VisuallyHidden>}
          <Text size="sm" fw={n.is_read ? 500 : 700}>
            {t(s.key, { ...s.params, status: t(s.wordKey), result: t(s.wordKey) })}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {relativeTime(n.created_at, i18n.language)}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
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
    void navigate(NOTIFICATION_TARGET);
  };
  const label = count > 0 ? t("guest.notifications.labelUnread", { count }) : t("guest.notifications.label");

  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      position="bottom-end"
      width="min(380px, calc(100vw - 24px))"
      shadow="lg"
      radius="lg"
      withinPortal
      trapFocus
    >
      {/* The badge around the target, not the target: the popover's roles go on the button itself. */}
      <Indicator
        label={badgeText(count)}
        size={18}
        offset={6}
        color="red"
        disabled={count === 0}
        styles={{ indicator: { fontWeight: 700, fontSize: 11 } }}
        data-testid="guest-notification-badge"
      >
        <Popover.Target>
          <ActionIcon
            variant={opened ? "light" : "subtle"}
            color="gray"
            size="lg"
            radius="xl"
            aria-label={label}
            onClick={toggle}
          >
            <IconBell size={20} stroke={1.7} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-label={t("guest.notifications.title")} role="dialog">
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <Text fw={700}>{t("guest.notifications.title")}</Text>
            {count > 0 ? (
              <Text size="xs" fw={600} c="red.9" bg="red.0" px={8} py={2} style={{ borderRadius: 10 }}>
                {t("guest.notifications.newCount", { count })}
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
            {t("guest.notifications.markAllRead")}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420} type="auto">
          {list.isLoading ? (
            <Group justify="center" py="xl">
              <Loader size="sm" aria-label={t("guest.notifications.loading")} />
            </Group>
          ) : items.length === 0 ? (
            <EmptyStatePanel
              compact
              icon={<IconBellOff size={24} aria-hidden="true" />}
              title={t("guest.notifications.emptyTitle")}
              description={t("guest.notifications.emptyBody")}
            />
          ) : (
            <Stack gap={2} p={6}>
              {items.map((n) => (
                <Item key={n.id} n={n} onOpen={open} />
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
              void navigate(NOTIFICATION_TARGET);
            }}
          >
            {t("guest.notifications.seeAll")}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
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
  if (!ready) {
    return (
      <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" disabled aria-hidden="true" tabIndex={-1}>
        <IconBell size={20} stroke={1.7} />
      </ActionIcon>
    );
  }
  return <Bell />;
}
