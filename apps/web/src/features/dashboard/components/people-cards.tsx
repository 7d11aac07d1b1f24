import { Avatar, Badge, Group, Stack, Text } from "@mantine/core";
import type { NewActivitiesSchema, NewConnectionsSchema } from "@quad/contract/api/dashboard";
import { initials } from "@quad/contract/rules/dashboard";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { PlanBadgeLink } from "../../../components/plan/plan-explanation-link";
import { formatDate } from "../../../lib/dates";
import { useCountryName } from "../../../lib/reference/country-names";
import { connectionsLink } from "../model/links";
import { ConnectionsAnchor, DashCard, FigureLink, QueryState } from "./dash-card";

type Query<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

/** Dark enough for white initials (WCAG AA). */
const AVATAR_COLORS = ["indigo.8", "teal.9", "grape.8", "blue.8", "violet.8", "cyan.9"];

function Totals({ total, paid, free, plan }: { total: number; paid: number; free: number; plan: "free" | "paid" }) {
  const { t } = useTranslation("dashboard");
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" radius="sm">
        {t("people.total", { count: total })}
      </Badge>
      {plan === "paid" ? (
        <>
          <Badge variant="light" color="teal" radius="sm">
            {t("people.paid", { count: paid })}
          </Badge>
          <Badge variant="light" color="gray" radius="sm">
            {t("people.free", { count: free })}
          </Badge>
        </>
      ) : (
        // The free plan's badge opens what it means (Settings → Plan, decision 113).
        <PlanBadgeLink label={t("people.freePlanLink")}>{t("people.freePlan")}</PlanBadgeLink>
      )}
    </Group>
  );
}

/** New connections since the last visit (spec 2 §3), with initials avatars; each opens in /connections. */
export function NewConnectionsCard({
  query,
  scope,
}: {
  query: Query<z.infer<typeof NewConnectionsSchema>>;
  scope: readonly number[];
}) {
  const { t } = useTranslation("dashboard");
  const countryName = useCountryName();
  return (
    <DashCard
      id="dash-new-connections"
      title={t("people.connectionsTitle")}
      description={t("people.connectionsDescription")}
    >
      <QueryState query={query} rows={4} height={36}>
        {(d) => (
          <Stack gap="sm">
            <Totals
              total={d.total_connections_count}
              paid={d.paid_connections_count}
              free={d.free_connections_count}
              plan={d.connection_plan}
            />
            {d.connections.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("people.noConnections")}
              </Text>
            ) : (
              <Stack gap={10} role="list">
                {d.connections.map((c, i) => (
                  <Group key={c.id} gap="sm" wrap="nowrap" role="listitem">
                    <Avatar
                      radius="xl"
                      variant="filled"
                      color={AVATAR_COLORS[i % AVATAR_COLORS.length]}
                      aria-hidden="true"
                    >
                      {initials(c.first_name, c.last_name)}
                    </Avatar>
                    <Stack gap={0} miw={0} style={{ flex: 1 }}>
                      <ConnectionsAnchor
                        search={{ ...connectionsLink([], { tab: c.user_type }), id: String(c.id) }}
                        size="sm"
                        fw={600}
                        truncate
                      >
                        {`${c.first_name} ${c.last_name}`.trim()}
                      </ConnectionsAnchor>
                      <Text size="xs" c="dimmed" truncate>
                        {[t(`userTypes.${c.user_type}`), countryName(c.country_name)].filter(Boolean).join(" · ")}
                      </Text>
                    </Stack>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                      {formatDate(c.created_at)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            {d.total_connections_count > 0 ? (
              <FigureLink scope={scope} label={t("people.seeAll")} size="xs">
                {t("people.seeAll")}
              </FigureLink>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </DashCard>
  );
}

/** New activities since the last visit: who did what; an activity opens the people who did the same. */
export function NewActivitiesCard({
  query,
  scope,
}: {
  query: Query<z.infer<typeof NewActivitiesSchema>>;
  scope: readonly number[];
}) {
  const { t } = useTranslation("dashboard");
  return (
    <DashCard
      id="dash-new-activities"
      title={t("people.activitiesTitle")}
      description={t("people.activitiesDescription")}
    >
      <QueryState query={query} rows={4} height={36}>
        {(d) => (
          <Stack gap="sm">
            <Totals
              total={d.total_activities_count}
              paid={d.paid_activities_count}
              free={d.free_activities_count}
              plan={d.connection_plan}
            />
            {d.activities.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("people.noActivities")}
              </Text>
            ) : (
              <Stack gap={10} role="list">
                {d.activities.map((a, i) => (
                  <Group key={a.id} gap="sm" wrap="nowrap" role="listitem" align="flex-start">
                    <Avatar
                      radius="xl"
                      size="sm"
                      variant="filled"
                      color={AVATAR_COLORS[i % AVATAR_COLORS.length]}
                      aria-hidden="true"
                    >
                      {initials(a.first_name, a.last_name)}
                    </Avatar>
                    <Stack gap={0} miw={0} style={{ flex: 1 }}>
                      <Text size="sm" lineClamp={2}>
                        <Text span fw={600} inherit>
                          {`${a.first_name} ${a.last_name}`.trim()}
                        </Text>{" "}
                        <FigureLink
                          scope={scope}
                          figure={{ activity_type: [a.kind] }}
                          label={t("people.activityLink", {
                            kind: t(`activityKinds.${a.kind}`, { defaultValue: a.kind }),
                          })}
                          fw={400}
                        >
                          {t(`activityKinds.${a.kind}`, { defaultValue: a.kind })}
                        </FigureLink>
                      </Text>
                      {a.event_title ? (
                        <Text size="xs" c="dimmed" truncate>
                          {a.event_title}
                        </Text>
                      ) : null}
                    </Stack>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                      {formatDate(a.occurred_at)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </DashCard>
  );
}
