import { Badge } from "@mantine/core";
import type { CheckInEvent } from "@quad/contract/api/check-in";
import { useTranslation } from "react-i18next";

const COLORS = { live: "red", upcoming: "blue", past: "gray" } as const;

/** Live, Upcoming or Ended (spec 2 §9 session timing). */
export function TimingBadge({ timing }: { timing: CheckInEvent["timing"] }) {
  const { t } = useTranslation("checkIn");
  return (
    <Badge
      color={COLORS[timing]}
      variant={timing === "live" ? "filled" : "light"}
      radius="sm"
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {t(`timing.${timing}`)}
    </Badge>
  );
}
