import { Badge, type BadgeProps, Group, Text } from "@mantine/core";
import type { ApplicationListItem } from "@quad/contract/api/applications-list";
import type { ApplicationResult, ApplicationStatus } from "@quad/contract/rules/application";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { RESULT_COLORS, STATUS_COLORS } from "../model/display";

type Size = BadgeProps["size"];

export function StatusBadge({ status, size = "sm" }: { status: ApplicationStatus; size?: Size }) {
  const { t } = useTranslation("applications");
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} tt="none" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function ResultBadge({ result, size = "sm" }: { result: ApplicationResult | null; size?: Size }) {
  const { t } = useTranslation("applications");
  if (!result)
    return (
      <Text size="sm" c="dimmed">
        {t("list.noResult")}
      </Text>
    );
  return (
    <Badge color={RESULT_COLORS[result]} variant="dot" size={size} tt="none" data-result={result}>
      {t(`result.${result}`)}
    </Badge>
  );
}

/**
 * Whether the student was told the recorded decision (decision 080): "Not released" while held, the moment while
 * scheduled; nothing once released or without a decision.
 */
export function ReleaseBadge({
  release,
  size = "sm",
}: {
  release: ApplicationListItem["decision_release"];
  size?: Size;
}) {
  const { t } = useTranslation("applications");
  if (!release || release.state === "released") return null;
  return (
    <Badge color="gray" variant="outline" size={size} tt="none" data-release={release.state}>
      {release.state === "scheduled" && release.release_at
        ? t("list.releaseScheduled", { date: formatDate(release.release_at) })
        : t("list.releaseHeld")}
    </Badge>
  );
}

export function NewBadge() {
  const { t } = useTranslation("applications");
  return (
    <Badge color="quad" variant="filled" size="xs" tt="none">
      {t("list.new")}
    </Badge>
  );
}

/** "3 days in status", and the overdue marker past the institution's review days. */
export function StatusAge({ days, overdue }: { days: number; overdue: boolean }) {
  const { t } = useTranslation("applications");
  const text = t("list.daysInStatus", { count: days });
  if (!overdue)
    return (
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap" data-overdue="true">
      <IconAlertTriangle size={14} aria-hidden="true" color="var(--mantine-color-red-8)" />
      <Text size="xs" fw={600} c="red.8">
        {t("list.overdue")} · {text}
      </Text>
    </Group>
  );
}
