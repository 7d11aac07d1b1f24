import { Group, Progress, Stack, Text } from "@mantine/core";
import type { CountryWiseVisitsSchema, EventConnectionsSchema } from "@quad/contract/api/dashboard";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { localCountryName } from "../../../lib/reference/country-names";
import { DashCard, FigureLink, QueryState } from "./dash-card";

type Query<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

/** Event connections: the webinars that brought the most connections, each opening /connections?event_title=…. */
export function EventConnectionsCard({
  query,
  scope,
}: {
  query: Query<z.infer<typeof EventConnectionsSchema>>;
  scope: readonly number[];
}) {
  const { t } = useTranslation("dashboard");
  return (
    <DashCard id="dash-events" title={t("events.title")} description={t("events.description")}>
      <QueryState query={query} rows={4} height={20}>
        {(d) => {
          const max = Math.max(1, ...d.events.map((e) => e.count));
          return d.events.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("events.empty")}
            </Text>
          ) : (
            <Stack gap="sm" role="list">
              {d.events.map((e) => (
                <Stack key={e.event_id} gap={4} role="listitem">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" lineClamp={1}>
                      {e.event_name}
                    </Text>
                    <FigureLink
                      scope={scope}
                      figure={{ event_title: e.event_name }}
                      label={t("links.count", { count: e.count, what: e.event_name })}
                    >
                      {e.count.toLocaleString()}
                    </FigureLink>
                  </Group>
                  <Progress value={(e.count / max) * 100} size="sm" radius="xl" color="teal" aria-hidden="true" />
                </Stack>
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </DashCard>
  );
}

/** School visits per school country (the institution's visits, not people: no /connections link). */
export function VisitsByCountryCard({ query }: { query: Query<z.infer<typeof CountryWiseVisitsSchema>> }) {
  const { t, i18n } = useTranslation("dashboard");
  return (
    <DashCard id="dash-visits" title={t("visits.title")} description={t("visits.description")}>
      <QueryState query={query} rows={3} height={20}>
        {(d) => {
          const rows = d.countries.filter((c) => c.count > 0);
          const max = Math.max(1, ...rows.map((c) => c.count));
          return rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("visits.empty")}
            </Text>
          ) : (
            <Stack gap="sm" role="list">
              {rows.map((c) => (
                <Stack key={c.id} gap={4} role="listitem">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm">{localCountryName(c.code, i18n.language, c.name)}</Text>
                    <Text size="sm" fw={600}>
                      {t("visits.count", { count: c.count })}
                    </Text>
                  </Group>
                  <Progress value={(c.count / max) * 100} size="sm" radius="xl" color="orange" aria-hidden="true" />
                </Stack>
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </DashCard>
  );
}
