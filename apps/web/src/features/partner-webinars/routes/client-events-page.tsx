import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { PartnerWebinar, ProviderEvent } from "@quad/contract/api/partner-webinars";
import { formatSessionDate, formatSessionTime } from "@quad/contract/rules/formats";
import { IconArrowRight, IconCalendarEvent, IconPlus, IconPresentation } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { todayIn, viewerZone } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { usePartnerWebinars } from "../api/list-partner-webinars";
import { useProviderEvents } from "../api/list-provider-events";
import { SessionBadges } from "../components/session-badges";
import { SessionFormDrawer } from "../components/session-form-drawer";
import { SessionWhen } from "../components/session-when";
import { emptySessionForm } from "../model";

/** How many of each the overview shows; the full lists are one click away. */
const SHOWN = 5;

function SessionRow({ w, zone }: { w: PartnerWebinar; zone: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={w.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/event/sessions/${w.id}`} fw={600} size="sm">
            {w.title}
          </Anchor>
          <SessionWhen start={w.start_time} end={w.end_time} sessionZone={w.timezone} viewerZone={zone} />
        </Stack>
        <SessionBadges webinar={w} />
      </Group>
    </Paper>
  );
}

function EventRow({ e, zone }: { e: ProviderEvent; zone: string }) {
  const { t, i18n } = useTranslation("sessions");
  const zh = i18n.language === "zh-CN";
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={e.title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} size="sm">
            {e.title}
          </Text>
          <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
            {zh && e.category.name_zh ? e.category.name_zh : e.category.name}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {`${formatSessionDate(e.start_time, zone)} · ${formatSessionTime(e.start_time, zone)}`}
        </Text>
        {e.sessions.length ? (
          <Stack gap={2}>
            <Text size="xs" fw={600} c="dimmed">
              {t("overview.yourSessionsIn", { count: e.sessions.length })}
            </Text>
            {e.sessions.map((s) => (
              <Anchor key={s.id} component={Link} to={`/event/sessions/${s.id}`} size="sm">
                {s.title}
              </Anchor>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t("events.noSessions")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Section({ title, link, children }: { title: string; link: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {link}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function ClientEventsScreen({ zone }: { zone: string }) {
  const { t } = useTranslation("sessions");
  const navigate = useNavigate();
  const [creating, drawer] = useDisclosure(false);
  const live = usePartnerWebinars({ tab: "live", status: "published", page_no: 1, per_page: SHOWN });
  const upcoming = usePartnerWebinars({ tab: "upcoming", page_no: 1, per_page: SHOWN });
  const events = useProviderEvents({ participating: true });
  const title = t("overview.title");
  useEffect(() => {
    document.title = `${title} · Quad`;
  }, [title]);

  const sessions = [...(live.data?.webinars ?? []), ...(upcoming.data?.webinars ?? [])].slice(0, SHOWN);
  const sessionsTotal = (live.data?.total_count ?? 0) + (upcoming.data?.total_count ?? 0);
  const joined = events.data?.events ?? [];
  const allSessions = (
    <Anchor component={Link} to="/event/sessions" size="sm">
      <Group gap={4} wrap="nowrap">
        {sessionsTotal > SHOWN ? t("overview.allSessionsCount", { count: sessionsTotal }) : t("overview.allSessions")}
        <IconArrowRight size={14} aria-hidden="true" />
      </Group>
    </Anchor>
  );
  const browse = (
    <Anchor component={Link} to="/event/quad-events" size="sm">
      <Group gap={4} wrap="nowrap">
        {t("overview.browseEvents")}
        <IconArrowRight size={14} aria-hidden="true" />
      </Group>
    </Anchor>
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title={title}
        description={t("overview.description")}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={drawer.open}>
            {t("list.new")}
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t("overview.sessionsTitle")} link={allSessions}>
          {live.isPending || upcoming.isPending ? (
            <Skeleton height={120} radius="md" />
          ) : sessions.length ? (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
              {sessions.map((w) => (
                <SessionRow key={w.id} w={w} zone={zone} />
              ))}
            </Stack>
          ) : (
            <EmptyStatePanel
              compact
              icon={<IconPresentation size={28} aria-hidden="true" />}
              title={t("overview.noSessionsTitle")}
              description={t("overview.noSessionsBody")}
              action={
                <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={drawer.open}>
                  {t("list.new")}
                </Button>
              }
            />
          )}
        </Section>
        <Section title={t("overview.eventsTitle")} link={browse}>
          {events.isPending ? (
            <Skeleton height={120} radius="md" />
          ) : joined.length ? (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
              {joined.map((e) => (
                <EventRow key={e.id} e={e} zone={zone} />
              ))}
            </Stack>
          ) : (
            <EmptyStatePanel
              compact
              icon={<IconCalendarEvent size={28} aria-hidden="true" />}
              title={t("overview.noEventsTitle")}
              description={t("overview.noEventsBody")}
              action={
                <Button variant="light" component={Link} to="/event/quad-events">
                  {t("overview.browseEvents")}
                </Button>
              }
            />
          )}
        </Section>
      </SimpleGrid>
      <SessionFormDrawer
        opened={creating}
        onClose={drawer.close}
        initialValues={emptySessionForm(zone, todayIn(zone))}
        onSaved={(w) => {
          drawer.close();
          void navigate({ to: `/event/sessions/${w.id}` });
        }}
      />
    </Stack>
  );
}

/**
 * /events-list for an application client (issue 24 §5, decision 076): it books no school visits, so its events are
 * the sessions it hosts and the provider's events it takes part in, each with the way to act on them.
 */
export default function ClientEventsPage() {
  const ready = useNamespace("sessions");
  const profileZone = useSessionStore((s) => s.data?.timezone);
  if (!ready) return <RouteLoader />;
  return <ClientEventsScreen zone={viewerZone(profileZone)} />;
}
