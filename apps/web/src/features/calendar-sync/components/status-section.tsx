import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { CalendarsResponse } from "@quad/contract/api/calendar-sync";
import { MESSAGES } from "@quad/contract/rules/messages";
import { IconAlertTriangle, IconPlugConnectedX, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/dates";
import { translateServerMessage } from "../../../lib/server-messages";
import { useDeleteCalendarToken } from "../api/delete-calendar-token";
import { useSyncCalendar } from "../api/sync-calendar";

/** The connection: provider and account, last synced, sync now, disconnect; an expired one asks to reconnect. */
export function StatusSection({ partnerId, status }: { partnerId: number; status: CalendarsResponse }) {
  const { t } = useTranslation(["calendarSync", "translation"], { nsMode: "fallback" });
  const sync = useSyncCalendar(partnerId);
  const disconnect = useDeleteCalendarToken(partnerId);
  const expired = status.is_calender_expired;
  const provider = status.provider === "google" ? t("status.google") : t("status.caldav");
  // A connection whose last sync failed is not shown as connected: the reason is below it.
  const badge = expired
    ? { color: "red", label: t("status.expired") }
    : status.syncing
      ? { color: "blue", label: t("status.syncing") }
      : status.last_error
        ? { color: "orange", label: t("status.notSyncing") }
        : { color: "teal", label: t("status.connected") };

  const syncNow = async () => {
    try {
      await sync.mutateAsync();
      showSuccessToast(translateServerMessage(MESSAGES.calendarSyncQueued, t));
    } catch {
      // The API client already showed the error.
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="calendar-status">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg">
              {provider}
            </Title>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {status.account}
            </Text>
            {status.server_url ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {status.server_url}
              </Text>
            ) : null}
          </div>
          <Badge color={badge.color} variant="light" tt="none" size="lg" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        {expired ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
            {translateServerMessage(MESSAGES.calendarExpired, t)} {t("status.reconnectBelow")}
          </Alert>
        ) : status.last_error ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
            {translateServerMessage(status.last_error, t)}
          </Alert>
        ) : null}
        <Text size="sm" data-testid="last-synced">
          {status.last_synced_at
            ? t("status.lastSynced", { when: formatDateTime(status.last_synced_at), count: status.synced_events })
            : t("status.neverSynced")}
        </Text>
        <Group gap="sm" wrap="wrap">
          {expired ? null : (
            <Button
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={syncNow}
              loading={sync.isPending}
              w={{ base: "100%", xs: "auto" }}
            >
              {t("status.syncNow")}
            </Button>
          )}
          <Button
            variant="default"
            color="red"
            leftSection={<IconPlugConnectedX size={16} aria-hidden="true" />}
            onClick={() => disconnect.mutate()}
            loading={disconnect.isPending}
            w={{ base: "100%", xs: "auto" }}
          >
            {t("status.disconnect")}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t("status.what")}
        </Text>
      </Stack>
    </Paper>
  );
}
