import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { STATUS_COLORS } from "../model";

/** A visit status as the spec names it: pending approval, confirmed, declined, cancelled, reschedule. */
export function VisitStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("schools");
  return (
    <Badge size="sm" variant="light" color={STATUS_COLORS[status] ?? "gray"} tt="none" style={{ flexShrink: 0 }}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
