import { Group, Paper, Stack, Text } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { useTranslation } from "react-i18next";
import { visitSide } from "../model";
import { VisitStatusBadge } from "./visit-badges";
import { VisitWhen } from "./visit-when";

/** The other side of the visit as the viewer sees it: a school sees the university, a university the school. */
export function counterpartName(event: Event, type: InstituteType): string {
  return visitSide(type) === "School" ? event.university.name : event.school.name;
}

/** Who and when, at the top of every visit dialog. */
export function VisitSummary({ event, type, zone }: { event: Event; type: InstituteType; zone: string }) {
  const { t } = useTranslation("visits");
  const side = visitSide(type);
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {side === "School" ? t("columns.university") : t("columns.school")}
          </Text>
          <Text fw={600} truncate="end">
            {counterpartName(event, type)}
          </Text>
          <VisitWhen event={event} zone={zone} />
        </Stack>
        <VisitStatusBadge status={event.status} size="sm" />
      </Group>
    </Paper>
  );
}
