import { Avatar, Badge, Group, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { IconListCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatSessionTime } from "../../../lib/dates";
import { initials, personName, type RecentCheckIn, schoolName } from "../model";

/** Who was checked in from this screen, newest first. */
export function RecentCheckIns({ recent, zone }: { recent: readonly RecentCheckIn[]; zone: string }) {
  const { t } = useTranslation("checkIn");
  return (
    <Paper withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <div>
            <Title order={3} fz="md">
              {t("recent.title")}
            </Title>
            {recent.length ? (
              <Text size="xs" c="dimmed">
                {t("recent.zone", { zone: timezoneLabel(zone) })}
              </Text>
            ) : null}
          </div>
          {recent.length ? (
            <Badge variant="light" radius="sm">
              {recent.length}
            </Badge>
          ) : null}
        </Group>
        {recent.length === 0 ? (
          <Stack align="center" justify="center" gap={6} py="xl" c="dimmed" style={{ flex: 1 }}>
            <IconListCheck size={28} aria-hidden="true" />
            <Text size="sm" ta="center" maw={260}>
              {t("recent.empty")}
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label={t("recent.title")}>
              {recent.map((r) => (
                <Group
                  key={r.participant.student_id}
                  component="li"
                  gap="sm"
                  wrap="nowrap"
                  py="xs"
                  style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
                >
                  <Avatar
                    size={34}
                    radius="xl"
                    color={r.status === "checked_in" ? "teal" : "yellow"}
                    aria-hidden="true"
                  >
                    {initials(r.participant)}
                  </Avatar>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={600} truncate="end">
                      {personName(r.participant)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {schoolName(r.participant) ?? r.participant.email}
                    </Text>
                  </div>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    <Badge size="sm" radius="sm" variant="light" color={r.status === "checked_in" ? "teal" : "yellow"}>
                      {r.status === "checked_in" ? t("recent.new") : t("recent.already")}
                    </Badge>
                    {r.participant.attended_at ? (
                      <Text size="xs" c="dimmed">
                        {formatSessionTime(r.participant.attended_at, zone)}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
