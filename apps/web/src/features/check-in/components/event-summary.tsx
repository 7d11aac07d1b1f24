import { Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import type { CheckInEvent } from "@quad/contract/api/check-in";
import { IconCalendarEvent, IconMapPin, IconWorld } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { checkedInPercent, eventWhen } from "../model";
import { TimingBadge } from "./timing-badge";

/** The event being checked in to, with how many of its registered guests are in. */
export function EventSummary({ event }: { event: CheckInEvent }) {
  const { t } = useTranslation("checkIn");
  const percent = checkedInPercent(event);
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Group justify="space-between" align="center" gap="lg" wrap="wrap">
        <Stack gap={6} style={{ minWidth: 0, flex: "1 1 320px" }}>
          <Group gap="sm" wrap="wrap">
            <Title order={2} fz={{ base: "lg", sm: "xl" }}>
              {event.title}
            </Title>
            <TimingBadge timing={event.timing} />
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCalendarEvent size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              {eventWhen(event)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            {event.is_in_person ? (
              <IconMapPin size={16} aria-hidden="true" />
            ) : (
              <IconWorld size={16} aria-hidden="true" />
            )}
            <Text size="sm" c="dimmed">
              {event.is_in_person ? (event.location ?? t("summary.inPerson")) : t("summary.online")}
            </Text>
          </Group>
        </Stack>
        <Stack gap={6} style={{ flex: "0 1 280px", minWidth: 220 }}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} aria-live="polite" data-testid="check-in-count">
              {t("summary.count", { checked: event.checked_in_count, registered: event.registered_count })}
            </Text>
            <Text size="sm" c="dimmed">
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} size="md" radius="xl" color="teal" aria-label={t("summary.progress")} />
        </Stack>
      </Group>
    </Paper>
  );
}
