import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { ProviderEvent } from "@quad/contract/api/partner-webinars";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { IconCalendarEvent, IconCheck, IconPlus, IconUsers } from "@tabler/icons-react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { showSuccessToast } from "../../../lib/api-client";
import { formatSessionDate, formatSessionTime, todayIn, viewerZone } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { localized } from "../../../lib/localized";
import { useSessionStore } from "../../../lib/session-store";
import { useProviderEvents } from "../api/list-provider-events";
import { useSetParticipation } from "../api/participate-provider-event";
import { SessionStatusBadge } from "../components/session-badges";
import { SessionFormDrawer } from "../components/session-form-drawer";
import {
  emptySessionForm,
  type ProviderEventsFilters,
  parseProviderEventsSearch,
  providerEventsSearchParams,
  type SessionFormValues,
} from "../model";

function EventCard({
  event,
  zone,
  onAddSession,
  onWithdraw,
}: {
  event: ProviderEvent;
  zone: string;
  onAddSession: (e: ProviderEvent) => void;
  onWithdraw: (e: ProviderEvent) => void;
}) {
  const { t, i18n } = useTranslation("sessions");
  const participation = useSetParticipation();
  const sameDay = formatSessionDate(event.start_time, zone) === formatSessionDate(event.end_time, zone);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Badge variant="light" radius="sm" w="fit-content">
              {localized(event.category.name, event.category.name_zh, i18n.language)}
            </Badge>
            <Title order={2} fz="lg">
              {event.title}
            </Title>
          </Stack>
          {event.is_participating ? (
            <Badge
              color="teal"
              variant="light"
              radius="sm"
              style={{ flexShrink: 0 }}
              leftSection={<IconCheck size={12} aria-hidden="true" />}
            >
              {t("events.participating")}
            </Badge>
          ) : null}
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={16} aria-hidden="true" style={{ marginTop: 2, flexShrink: 0 }} />
          <Stack gap={0}>
            <Text size="sm">
              {sameDay
                ? `${formatSessionDate(event.start_time, zone)} · ${formatSessionTime(event.start_time, zone)} – ${formatSessionTime(event.end_time, zone)}`
                : `${formatSessionDate(event.start_time, zone)} ${formatSessionTime(event.start_time, zone)} – ${formatSessionDate(event.end_time, zone)} ${formatSessionTime(event.end_time, zone)}`}
            </Text>
            <Text size="xs" c="dimmed">
              {timezoneLabel(zone, event.start_time, i18n.language)}
            </Text>
          </Stack>
        </Group>
        {event.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {event.description}
          </Text>
        ) : null}
        <Group gap={6}>
          <IconUsers size={16} aria-hidden="true" />
          <Text size="sm">{t("events.participants", { count: event.participants_count })}</Text>
        </Group>
        {event.is_participating ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t("events.yourSessions")}
            </Text>
            {event.sessions.length ? (
              event.sessions.map((s) => (
                <Group key={s.id} gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/event/sessions/${s.id}`} size="sm">
                    {s.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatSessionDate(s.start_time, zone)}
                  </Text>
                  {s.status !== "published" ? <SessionStatusBadge status={s.status} /> : null}
                </Group>
              ))
            ) : (
              <Text size="sm" c="dimmed">
                {t("events.noSessions")}
              </Text>
            )}
          </Stack>
        ) : null}
        <Group gap="sm" justify="flex-end">
          {event.is_participating ? (
            <>
              <Button variant="subtle" color="red" onClick={() => onWithdraw(event)}>
                {t("events.withdraw")}
              </Button>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => onAddSession(event)}
              >
                {t("events.addSession")}
              </Button>
            </>
          ) : (
            <Button
              loading={participation.isPending}
              onClick={async () => {
                try {
                  await participation.mutateAsync({ id: event.id, participate: true });
                  showSuccessToast(t("events.joined", { title: event.title }));
                } catch {
                  // The API client already showed the error.
                }
              }}
            >
              {t("events.participate")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function ProviderEventsScreen({ zone }: { zone: string }) {
  const { t, i18n } = useTranslation("sessions");
  const navigate = useNavigate();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const filters = useMemo(() => parseProviderEventsSearch(rawSearch), [rawSearch]);
  const list = useProviderEvents(filters);
  const participation = useSetParticipation();
  const [adding, setAdding] = useState<SessionFormValues | null>(null);
  const [withdrawing, setWithdrawing] = useState<ProviderEvent | null>(null);
  const setFilters = (patch: Partial<ProviderEventsFilters>) =>
    void navigate({
      to: "/event/quad-events",
      search: providerEventsSearchParams({ ...filters, ...patch }),
      replace: true,
    });
  const categories = (list.data?.categories ?? []).map((c) => ({
    value: String(c.id),
    label: localized(c.name, c.name_zh, i18n.language),
  }));
  const events = list.data?.events ?? [];

  return (
    <Stack gap={0}>
      <PageHeader title={t("events.title")} description={t("events.description")} />
      <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
        <Select
          label={t("filters.category")}
          placeholder={t("filters.allCategories")}
          w={{ base: "100%", xs: 240 }}
          value={filters.category_id ? String(filters.category_id) : null}
          onChange={(v) => setFilters({ category_id: v ? Number(v) : undefined })}
          data={categories}
          clearable
        />
        <TextInput
          label={t("events.from")}
          type="date"
          w={{ base: "100%", xs: 180 }}
          value={filters.from ?? ""}
          onChange={(e) => setFilters({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          label={t("events.to")}
          type="date"
          w={{ base: "100%", xs: 180 }}
          value={filters.to ?? ""}
          onChange={(e) => setFilters({ to: e.currentTarget.value || undefined })}
        />
      </Group>
      {list.isLoading ? (
        <RouteLoader />
      ) : events.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>{t("events.emptyTitle")}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={440}>
              {filters.category_id || filters.from || filters.to ? t("events.emptyFiltered") : t("events.emptyBody")}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {events.map((e) => (
            <EventCard
              key={e.id}
              event={e}
              zone={zone}
              onWithdraw={setWithdrawing}
              onAddSession={(ev) =>
                setAdding({
                  ...emptySessionForm(zone, todayIn(zone)),
                  provider_event_id: String(ev.id),
                  category_id: String(ev.category.id),
                })
              }
            />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={<Text fw={700}>{t("events.withdrawTitle")}</Text>}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {withdrawing?.sessions.length
              ? t("events.withdrawBodySessions", { count: withdrawing.sessions.length })
              : t("events.withdrawBody")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWithdrawing(null)}>
              {t("events.stay")}
            </Button>
            <Button
              color="red"
              loading={participation.isPending}
              onClick={async () => {
                if (!withdrawing) return;
                try {
                  await participation.mutateAsync({ id: withdrawing.id, participate: false });
                  showSuccessToast(t("events.withdrawn", { title: withdrawing.title }));
                } catch {
                  // The API client already showed the error.
                }
                setWithdrawing(null);
              }}
            >
              {t("events.withdraw")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <SessionFormDrawer
        opened={adding !== null}
        onClose={() => setAdding(null)}
        initialValues={adding ?? emptySessionForm(zone, todayIn(zone))}
        onSaved={(w) => {
          setAdding(null);
          void navigate({ to: `/event/sessions/${w.id}` });
        }}
      />
    </Stack>
  );
}

/** /event/quad-events: the provider's events, Participate and Withdraw (issue 10 §4). */
export default function ProviderEventsPage() {
  const ready = useNamespace("sessions");
  const profileZone = useSessionStore((s) => s.data?.timezone);
  if (!ready) return <RouteLoader />;
  return <ProviderEventsScreen zone={viewerZone(profileZone)} />;
}
