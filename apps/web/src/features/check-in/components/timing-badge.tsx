import { Badge } from "@mantine/core";
import type { CheckInEvent } from "@quad/contract/api/check-in";
import { useTranslation } from "react-i18next";

/**
 * Live is a filled badge: white on Mantine's default red (shade 6) reads at 3.3:1, below WCAG AA. Shade 9 reads at
 * 5.5:1. The light badges keep their shade (dark text on a pale fill).
 */
export const TIMING_COLORS = { live: "red.9", upcoming: "blue", past: "gray" } as const;

/** Live, Upcoming or Ended (spec 2 §9 session timing). */
export function TimingBadge({ timing }: { timing: CheckInEvent["timing"] }) {
  const { t } = useTranslation("checkIn");
  return (
    <Badge
      color={TIMING_COLORS[timing]}
      variant={timing === "live" ? "filled" : "light"}
      radius="sm"
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {t(`timing.${timing}`)}
    </Badge>
  );
}
