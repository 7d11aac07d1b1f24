import { Stack, Text } from "@mantine/core";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { useTranslation } from "react-i18next";
import { formatSessionDate, formatSessionTime } from "../../../lib/dates";

/** A session's date and time in the viewer's zone (the end's date too when it ends on another day), with the session's own zone beside it when it differs. */
export function SessionWhen({
  start,
  end,
  sessionZone,
  viewerZone,
}: {
  start: string;
  end: string;
  sessionZone: string;
  viewerZone: string;
}) {
  const { t, i18n } = useTranslation("sessions");
  const sameZone = sessionZone === viewerZone;
  const startDate = formatSessionDate(start, viewerZone);
  const endDate = formatSessionDate(end, viewerZone);
  // A session that ends on another day says that day (a multi-day fair is not "10:00 – 17:00").
  const endsAt =
    endDate === startDate ? formatSessionTime(end, viewerZone) : `${endDate} ${formatSessionTime(end, viewerZone)}`;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {startDate}
      </Text>
      <Text size="sm">
        {formatSessionTime(start, viewerZone)} – {endsAt}
      </Text>
      <Text size="xs" c="dimmed">
        {sameZone
          ? timezoneLabel(viewerZone, start, i18n.language)
          : t("list.inSessionZone", {
              time: `${formatSessionDate(start, sessionZone)} ${formatSessionTime(start, sessionZone)}`,
              zone: timezoneLabel(sessionZone, start, i18n.language),
            })}
      </Text>
    </Stack>
  );
}
