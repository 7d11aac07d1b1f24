import { Badge } from "@mantine/core";
import type { ListState } from "@quad/contract/rules/connections";
import { useTranslation } from "react-i18next";
import { connectionFreshness, LIST_STATE_COLORS, listStateKey } from "../model";

/** Text colours that keep 4.5:1 on their light badge (Mantine's darkest shades stop just short at 10 px). */
const STATE_TEXT: Record<ListState, string> = {
  shortlisted: "#05543b",
  longlisted: "#0a4f5e",
  applying: "#2b2f86",
  applied: "#4b1d86",
  offered: "#1d5521",
};

/** New / Updated (spec 2 §9), as the server marks the row. */
export function FreshnessBadge({ row }: { row: { is_new: boolean; is_updated: boolean } }) {
  const { t } = useTranslation("connections");
  const badge = connectionFreshness(row);
  if (!badge) return null;
  return (
    <Badge color={badge === "new" ? "quad" : "blue.8"} variant="filled" radius="sm" size="xs">
      {t(`badges.${badge}`)}
    </Badge>
  );
}

export function ListStateBadge({ state, size = "sm" }: { state: ListState | null; size?: "xs" | "sm" | "md" }) {
  const { t } = useTranslation("connections");
  if (!state) {
    return (
      <Badge color="gray" variant="outline" radius="sm" size={size} c="gray.7" tt="none" style={{ flexShrink: 0 }}>
        {t(listStateKey(null))}
      </Badge>
    );
  }
  return (
    <Badge
      color={LIST_STATE_COLORS[state]}
      variant="light"
      radius="sm"
      size={size}
      c={STATE_TEXT[state]}
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {t(listStateKey(state))}
    </Badge>
  );
}
