import { Stack, Text } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import { useTranslation } from "react-i18next";
import { visitTimes, type ZonedTime } from "../times";

type Timed = Pick<Event, "starts_at" | "time_from" | "time_to" | "school_timezone">;

/** A visit's date and time in the school's zone, and in the viewer's when it differs; each with its zone label. */
export function VisitWhen({ event, zone }: { event: Timed; zone: string }) {
  const { t } = useTranslation("visits");
  const times = visitTimes(event, zone);
  if (!times) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t("when.toAgree")}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {times.school.date}
      </Text>
      <Text size="sm">{t("when.range", { from: times.school.from, to: times.school.to })}</Text>
      <Text size="xs" c="dimmed">
        {t("when.schoolZone", { zone: times.school.label })}
      </Text>
      {times.viewer ? (
        // keep-all: a Chinese line wraps at its spaces, not inside a time ("08:45晚" / "上").
        <Text size="xs" c="dimmed" style={{ wordBreak: "keep-all" }}>
          {t("when.yourTime", { date: times.viewer.date, from: times.viewer.from, to: times.viewer.to })}
          <br />
          {times.viewer.label}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One zoned time as a block (detail page). */
export function ZonedTimeBlock({ title, time }: { title: string; time: ZonedTime }) {
  const { t } = useTranslation("visits");
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      <Text fw={600}>{time.date}</Text>
      <Text>{t("when.range", { from: time.from, to: time.to })}</Text>
      <Text size="sm" c="dimmed">
        {time.label}
      </Text>
    </Stack>
  );
}
