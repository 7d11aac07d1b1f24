import { Badge } from "@mantine/core";
import type { ListState } from "@quad/contract/rules/connections";
import { useTranslation } from "react-i18next";
import { connectionFreshness, LIST_STATE_COLORS, listStateKey } from "../model";

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
      c={`${LIST_STATE_COLORS[state]}.9`}
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {t(listStateKey(state))}
    </Badge>
  );
}
