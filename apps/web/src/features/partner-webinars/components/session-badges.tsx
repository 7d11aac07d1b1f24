import { Badge, Group } from "@mantine/core";
import type { PartnerWebinar } from "@quad/contract/api/partner-webinars";
import type { WebinarStatus } from "@quad/contract/rules/partner-webinars";
import { useTranslation } from "react-i18next";
import { STATUS_COLORS } from "../model";

/** Text colours that keep 4.5:1 on their light badge. */
const STATUS_TEXT: Partial<Record<WebinarStatus, string>> = { draft: "#3d4349" };

export function SessionStatusBadge({ status }: { status: WebinarStatus }) {
  const { t } = useTranslation("sessions");
  return (
    <Badge color={STATUS_COLORS[status]} c={STATUS_TEXT[status]} variant="light" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Status, LIVE while it runs, and Full when every seat is taken. */
export function SessionBadges({ webinar }: { webinar: PartnerWebinar }) {
  const { t } = useTranslation("sessions");
  const full = webinar.capacity !== null && webinar.registered_count >= webinar.capacity;
  return (
    <Group gap={6} wrap="wrap" style={{ flexShrink: 0 }}>
      <SessionStatusBadge status={webinar.status} />
      {webinar.tab === "live" && webinar.status !== "cancelled" ? (
        <Badge color="red.9" variant="filled" radius="sm">
          {t("badges.live")}
        </Badge>
      ) : null}
      {full && webinar.status === "published" ? (
        <Badge color="orange" c="#8a3a00" variant="light" radius="sm">
          {t("badges.full")}
        </Badge>
      ) : null}
    </Group>
  );
}
