import { Text, Timeline } from "@mantine/core";
import type { EventHistoryEntry } from "@quad/contract/api/events";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { IconCircleDot } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDate, formatTime } from "../../../lib/dates";
import { STATUS_COLORS } from "../model";
import { reasonSlug } from "../reasons";

/** The visit's status changes, oldest first: what, who (and which side), when in the viewer's zone, why. */
export function StatusHistory({ history, zone }: { history: EventHistoryEntry[]; zone: string }) {
  const { t } = useTranslation("visits");
  if (!history.length) {
    return (
      <Text size="sm" c="dimmed">
        {t("detail.noHistory")}
      </Text>
    );
  }
  return (
    <Timeline active={history.length - 1} bulletSize={22} lineWidth={2} color="quad">
      {history.map((h, i) => (
        <Timeline.Item
          // Entries never reorder; the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          key={i}
          bullet={<IconCircleDot size={12} aria-hidden="true" />}
          color={STATUS_COLORS[h.to_status]}
          title={
            <Text size="sm" fw={600}>
              {h.from_status === null
                ? t("history.created", { status: t(`status.${h.to_status}`) })
                : t("history.changed", { from: t(`status.${h.from_status}`), to: t(`status.${h.to_status}`) })}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {t("history.when", {
              date: formatDate(h.created_at, zone),
              time: formatTime(h.created_at, zone),
              zone: timezoneLabel(zone, h.created_at),
            })}
          </Text>
          {h.by ? (
            <Text size="xs" c="dimmed">
              {t("history.by", {
                name: h.by.name,
                side: h.by.institute_type === "School" ? t("history.sideSchool") : t("history.sideUniversity"),
              })}
            </Text>
          ) : null}
          {h.reason ? (
            <Text size="sm" mt={4}>
              {t(`reasonNames.${reasonSlug(h.reason)}`, { defaultValue: h.reason })}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
