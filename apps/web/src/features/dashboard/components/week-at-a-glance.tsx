import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import type { DashboardEventsSchema, DashboardSummarySchema } from "@quad/contract/api/dashboard";
import { CONNECTION_USER_TYPES } from "@quad/contract/rules/connections";
import { IconCalendarEvent, IconCalendarStats, IconPresentation, IconRefresh } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { type MouseEvent, memo, type ReactNode, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDate, formatSessionDate, formatSessionTime } from "../../../lib/dates";
import { type QueryLike, useDeferredQuery } from "../../../lib/list-state";
import { participateSearch, visitWhen } from "../model/week";
import { CardError, CardLoading, DashCard, FigureLink } from "./dash-card";

type Events = z.infer<typeof DashboardEventsSchema>;
type Summary = z.infer<typeof DashboardSummarySchema>;

function Column({
  icon,
  title,
  count,
  children,
  empty,
}: {
  icon: ReactNode;
  title: string;
  count: number;
  children: ReactNode;
  empty: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" miw={0}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size="md">
            {icon}
          </ThemeIcon>
          <Text size="sm" fw={600} style={{ flex: 1 }} lh={1.2}>
            {title}
          </Text>
          <Badge variant="light" color="gray" radius="sm">
            {count}
          </Badge>
        </Group>
        {count === 0 ? (
          <Text size="xs" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack gap={6}>{children}</Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Line({ title, detail, action }: { title: ReactNode; detail: string; action?: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} lineClamp={2}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
      {action ? <div style={{ flexShrink: 0 }}>{action}</div> : null}
    </Group>
  );
}

/** Participate: the provider's events catalogue on the event's day (a real address, followed in the app). */
function ParticipateButton({ startsAt, label, children }: { startsAt: string; label: string; children: ReactNode }) {
  const navigate = useNavigate();
  const search = participateSearch(startsAt);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ to: "/event/quad-events", search });
  };
  return (
    <Button
      component="a"
      href={`/event/quad-events?${new URLSearchParams(search)}`}
      onClick={onClick}
      size="compact-xs"
      variant="light"
      aria-label={label}
    >
      {children}
    </Button>
  );
}

/** The four columns (two for an ApplicationClient), drawn again only when their answer or the reader's zone changes. */
const GlanceColumns = memo(function GlanceColumns({
  data,
  isPending,
  isError,
  refetch,
  zone,
  client,
}: {
  data: Events | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  zone: string;
  client: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const sessionWhen = (s: { starts_at: string }) =>
    `${formatSessionDate(s.starts_at, zone)} · ${formatSessionTime(s.starts_at, zone)}`;
  return (
    <>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <CardLoading rows={3} />
          <CardLoading rows={3} />
          <CardLoading rows={3} />
          <CardLoading rows={3} />
        </SimpleGrid>
      ) : isError || !data ? (
        <CardError onRetry={() => void refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: client ? 2 : 4 }} spacing="sm">
          {client ? null : (
            <Column
              icon={<IconCalendarEvent size={16} />}
              title={t("glance.visits")}
              count={data.upcoming_visits.length}
              empty={t("glance.noVisits")}
            >
              {data.upcoming_visits.map((v) => {
                const when = visitWhen(v);
                return (
                  <Line
                    key={v.id}
                    title={
                      <Anchor component={Link} to={`/events/${v.id}`} inherit>
                        {v.school_name}
                      </Anchor>
                    }
                    detail={`${formatDate(when.day)} · ${when.hours}`}
                  />
                );
              })}
            </Column>
          )}
          {client ? null : (
            <Column
              icon={<IconRefresh size={16} />}
              title={t("glance.changes")}
              count={data.visit_changes.length}
              empty={t("glance.noChanges")}
            >
              {data.visit_changes.map((v) => (
                <Line
                  key={v.id}
                  title={
                    <Anchor component={Link} to={`/events/${v.id}`} inherit>
                      {v.school_name}
                    </Anchor>
                  }
                  detail={`${t(`visitStatus.${v.status}`, { defaultValue: v.status })} · ${formatDate(v.event_date.slice(0, 10))}`}
                />
              ))}
            </Column>
          )}
          <Column
            icon={<IconPresentation size={16} />}
            title={t("glance.sessions")}
            count={data.upcoming_sessions.length}
            empty={t("glance.noSessions")}
          >
            {data.upcoming_sessions.map((s) => (
              <Line
                key={s.id}
                title={
                  <Anchor component={Link} to={`/event/sessions/${s.id}`} inherit>
                    {s.title}
                  </Anchor>
                }
                detail={`${sessionWhen(s)} · ${t("glance.registrations", { count: s.registrations_count })}`}
              />
            ))}
          </Column>
          <Column
            icon={<IconCalendarStats size={16} />}
            title={t("glance.openEvents")}
            count={data.open_events.length}
            empty={t("glance.noOpenEvents")}
          >
            {data.open_events.map((s) => (
              <Line
                key={s.id}
                title={s.title}
                detail={sessionWhen(s)}
                action={
                  s.participating ? (
                    <Badge variant="light" color="teal" radius="sm">
                      {t("glance.participating")}
                    </Badge>
                  ) : (
                    <ParticipateButton startsAt={s.starts_at} label={t("glance.participateIn", { title: s.title })}>
                      {t("glance.participate")}
                    </ParticipateButton>
                  )
                }
              />
            ))}
          </Column>
        </SimpleGrid>
      )}
    </>
  );
});

/** Week at a glance (spec 2 §2): the coming week's visits and sessions, changed visits, events to join, and connections by type. */
export function WeekAtAGlance({
  events,
  summary,
  scope,
  zone,
  client,
}: {
  events: QueryLike<Events>;
  summary: Summary | undefined;
  scope: readonly number[];
  zone: string;
  client: boolean;
}) {
  const { t } = useTranslation("dashboard");
  // Answers arrive as urgent updates; the columns are drawn from deferred copies, in a render that yields (issue 28).
  const shown = useDeferredQuery(events);
  const shownSummary = useDeferredValue(summary);
  return (
    <DashCard
      id="dash-glance"
      title={t("glance.title")}
      description={client ? t("glance.descriptionClient") : t("glance.description")}
      actions={
        shownSummary ? (
          <Group gap="xs" wrap="wrap" aria-label={t("glance.byType")}>
            {CONNECTION_USER_TYPES.map((type) => (
              <Badge key={type} variant="light" radius="sm" size="lg" tt="none" fw={500}>
                {t(`userTypes.${type}`)}:{" "}
                <FigureLink
                  scope={scope}
                  figure={{ tab: type }}
                  label={t("links.typeCount", { count: shownSummary.by_user_type[type], type: t(`userTypes.${type}`) })}
                  size="sm"
                >
                  {shownSummary.by_user_type[type].toLocaleString()}
                </FigureLink>
              </Badge>
            ))}
          </Group>
        ) : null
      }
    >
      <GlanceColumns
        data={shown.data}
        isPending={shown.isPending}
        isError={shown.isError}
        refetch={events.refetch}
        zone={zone}
        client={client}
      />
    </DashCard>
  );
}
