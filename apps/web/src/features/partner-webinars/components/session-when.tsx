import { Stack, Text } from "@mantine/core";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { useTranslation } from "react-i18next";
import { formatSessionDate, formatSessionTime } from "../../../lib/dates";

/** A session's date and time in the viewer's zone, with the session's own zone beside it when it differs. */
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
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {formatSessionDate(start, viewerZone)}
      </Text>
      <Text size="sm">
        {formatSessionTime(start, viewerZone)} – {formatSessionTime(end, viewerZone)}
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
