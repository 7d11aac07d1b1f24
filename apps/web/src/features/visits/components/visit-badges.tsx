import { Badge, Group } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import type { VisitStatus } from "@quad/contract/rules/visits";
import { useTranslation } from "react-i18next";
import { STATUS_COLORS } from "../model";

/** Text colours that keep 4.5:1 on their light badge (the app theme darkens red, teal and yellow already). */
const STATUS_TEXT: Partial<Record<VisitStatus, string>> = {
  requested: "#363aa0",
  reschedule: "#8a3a00",
  cancel: "#3d4349",
};

export function VisitStatusBadge({ status, size = "md" }: { status: VisitStatus; size?: "sm" | "md" | "lg" }) {
  const { t } = useTranslation("visits");
  return (
    <Badge color={STATUS_COLORS[status]} c={STATUS_TEXT[status]} variant="light" radius="sm" size={size}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** New / Updated (spec 2 §4) for the signed-in person, as the server marks it (rules/visits.ts visitFreshness). */
export function VisitFreshnessBadge({ event }: { event: Pick<Event, "freshness"> }) {
  const { t } = useTranslation("visits");
  const badge = event.freshness;
  if (!badge) return null;
  return (
    <Badge color={badge === "new" ? "quad" : "blue.8"} variant="filled" radius="sm" size="sm">
      {t(`badges.${badge}`)}
    </Badge>
  );
}

export function VisitBadges({ event, size }: { event: Event; size?: "sm" | "md" | "lg" }) {
  return (
    <Group gap={6} wrap="wrap">
      <VisitStatusBadge status={event.status} size={size} />
      <VisitFreshnessBadge event={event} />
    </Group>
  );
}
