import { Stack, Text } from "@mantine/core";
import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { sessionWhen } from "../model";

/** A session's date and time in the viewer's zone with its label; the session's own zone beside it when different. */
export function SessionWhen({
  session,
  zone,
  size = "sm",
}: {
  session: Pick<GuestWebinarSession, "start_time" | "end_time" | "timezone">;
  zone: string;
  size?: "sm" | "md";
}) {
  const { t, i18n } = useTranslation();
  const w = sessionWhen(session, zone, i18n.language);
  return (
    <Stack gap={2}>
      <Text size={size} fw={600}>
        {w.viewer.date}
      </Text>
      <Text size={size}>
        <IconClock size={14} aria-hidden="true" style={{ verticalAlign: "-2px", marginRight: 4 }} />
        {w.viewer.time}
      </Text>
      <Text size="xs" c="dimmed">
        {t("webinars.catalogue.when.yourZone", { zone: w.viewer.zoneLabel })}
      </Text>
      {w.event ? (
        <Text size="xs" c="dimmed">
          {t("webinars.catalogue.when.eventZone", {
            time: `${w.event.date} ${w.event.time}`,
            zone: w.event.zoneLabel,
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
