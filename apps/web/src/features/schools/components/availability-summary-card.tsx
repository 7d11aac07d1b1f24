import { Button, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCalendarPlus, IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { todayIn } from "../../../lib/dates";
import { useSessionStore } from "../../../lib/session-store";
import { useSchoolAvailability } from "../api/get-school-availability";
import { availabilitySummary, browserZone, dualZoneTimes, LOOKAHEAD_WEEKS, lookaheadEnd } from "../booking-model";

interface AvailabilitySummaryCardProps {
  schoolId: number;
  schoolZone: string;
  onBook: () => void;
  onRequest: () => void;
}

/** Open times of the coming weeks at a glance, the first one in both zones, and Book now / Send Request. */
export function AvailabilitySummaryCard({ schoolId, schoolZone, onBook, onRequest }: AvailabilitySummaryCardProps) {
  const { t } = useTranslation("schools");
  const user = useSessionStore((s) => s.data);
  const today = todayIn(schoolZone);
  const availability = useSchoolAvailability(schoolId, {
    start: today,
    end: lookaheadEnd(today),
    universityId: user?.partner_id ?? 0,
  });
  const summary = availabilitySummary(availability.data?.data ?? {});
  const next = summary.next ? dualZoneTimes(summary.next, schoolZone, user?.timezone ?? browserZone()) : null;

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("detail.availability")}
        </Title>
        {availability.isLoading ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton height={14} width="70%" />
            <Skeleton height={44} />
          </Stack>
        ) : (
          <>
            <Text size="sm" c={summary.open ? undefined : "dimmed"}>
              {summary.open
                ? t("detail.openTimes", { count: summary.open, weeks: LOOKAHEAD_WEEKS })
                : t("detail.noOpenTimes", { weeks: LOOKAHEAD_WEEKS })}
            </Text>
            {next ? (
              <Paper bg="quad.0" radius="md" p="sm">
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {t("detail.nextOpen")}
                </Text>
                <Text size="sm" fw={600}>
                  {next.school.date} · {next.school.time}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("picker.schoolTime", { zone: next.school.zone })}
                </Text>
                {next.viewer ? (
                  <Text size="xs" mt={4}>
                    {next.viewer.date} · {next.viewer.time}{" "}
                    <Text span c="dimmed" size="xs">
                      {t("picker.yourTime", { zone: next.viewer.zone })}
                    </Text>
                  </Text>
                ) : null}
              </Paper>
            ) : null}
          </>
        )}
        <Button
          leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
          onClick={onBook}
          disabled={!summary.open}
        >
          {t("actions.bookNow")}
        </Button>
        <Button variant="light" leftSection={<IconSend size={16} aria-hidden="true" />} onClick={onRequest}>
          {t("actions.sendRequest")}
        </Button>
      </Stack>
    </Paper>
  );
}
