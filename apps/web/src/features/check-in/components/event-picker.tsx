import { Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { CheckInEvent } from "@quad/contract/api/check-in";
import { IconCalendarEvent, IconListDetails, IconMapPin, IconQrcode, IconWorld } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { useCheckInEvents } from "../api/list-check-in-events";
import { checkedInPercent, eventWhen } from "../model";
import { TimingBadge } from "./timing-badge";

function EventCard({ event, onPick }: { event: CheckInEvent; onPick: (id: number) => void }) {
  const { t } = useTranslation("checkIn");
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={event.title}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} fz="lg" lh={1.3}>
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
            <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          ) : (
            <IconWorld size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          )}
          <Text size="sm" c="dimmed" truncate="end">
            {event.is_in_person ? (event.location ?? t("summary.inPerson")) : t("summary.online")}
          </Text>
        </Group>
        <Stack gap={4} mt="auto">
          <Text size="sm" fw={600}>
            {t("summary.count", { checked: event.checked_in_count, registered: event.registered_count })}
          </Text>
          <Progress value={checkedInPercent(event)} size="sm" radius="xl" aria-hidden="true" />
        </Stack>
        <Button
          leftSection={<IconQrcode size={16} aria-hidden="true" />}
          onClick={() => onPick(event.id)}
          aria-label={t("picker.checkInTo", { title: event.title })}
        >
          {t("picker.checkIn")}
        </Button>
        {/* The event itself: registrants, attendance, edit and cancel (issue 24 §2). */}
        <Button
          component={Link}
          to={`/event/sessions/${event.id}`}
          variant="subtle"
          leftSection={<IconListDetails size={16} aria-hidden="true" />}
          aria-label={t("picker.detailsOf", { title: event.title })}
        >
          {t("picker.details")}
        </Button>
      </Stack>
    </Card>
  );
}

/** The partner's events that can be checked in to: live first, then upcoming, then today's finished ones. */
export function EventPicker({ onPick }: { onPick: (id: number) => void }) {
  const { t } = useTranslation("checkIn");
  const list = useCheckInEvents();

  if (list.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={230} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const events = list.data?.events ?? [];
  if (events.length === 0) {
    return (
      <EmptyStatePanel
        icon={<IconCalendarEvent size={28} aria-hidden="true" />}
        title={t("picker.emptyTitle")}
        description={t("picker.emptyBody")}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("picker.description")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {events.map((e) => (
          <EventCard key={e.id} event={e} onPick={onPick} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
