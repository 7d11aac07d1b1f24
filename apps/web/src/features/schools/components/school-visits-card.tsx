import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { SchoolVisitSchema } from "@quad/contract/api/schools";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { IconCalendarEvent } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDate, formatTime } from "../../../lib/dates";
import { VisitStatusBadge } from "./visit-status-badge";

type SchoolVisit = z.infer<typeof SchoolVisitSchema>;

/** The university's visits with this school, newest first, each opening its visit page. */
export function SchoolVisitsCard({ visits, schoolZone }: { visits: SchoolVisit[]; schoolZone: string }) {
  const { t } = useTranslation("schools");
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t("detail.visits")}
        </Title>
        {visits.length === 0 ? (
          <Group gap="sm" c="dimmed">
            <IconCalendarEvent size={20} aria-hidden="true" />
            <Text size="sm">{t("detail.noVisits")}</Text>
          </Group>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {visits.map((v, i) => (
              <Group
                key={v.event_id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py="sm"
                style={{ borderTop: i ? "1px solid var(--mantine-color-gray-2)" : undefined }}
              >
                <Stack gap={2}>
                  <Anchor component={Link} to={`/events-list/${v.event_id}`} fw={600} size="sm">
                    {v.event_date ? formatDate(v.event_date) : t("table.dateToAgree")}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {v.starts_at && v.time_from && v.time_to
                      ? `${formatTime(v.time_from)} – ${formatTime(v.time_to)} ${timezoneLabel(schoolZone, v.starts_at)}`
                      : t("detail.requestNoDate")}
                  </Text>
                </Stack>
                <VisitStatusBadge status={v.status} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
