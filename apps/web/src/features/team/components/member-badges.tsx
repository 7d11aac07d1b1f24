import { Badge } from "@mantine/core";
import type { TeamMember } from "@quad/contract/api/team";
import { useTranslation } from "react-i18next";
import { memberState } from "../model";

const COLORS = { active: "teal", deactivated: "gray", pending: "yellow" } as const;

/** Active, deactivated, or "Invitation pending" while the colleague has not accepted: one state, one badge. */
export function MemberStatusBadges({ member }: { member: TeamMember }) {
  const { t } = useTranslation("team");
  const state = memberState(member);
  return (
    <Badge color={COLORS[state]} variant="light" radius="sm">
      {t(`status.${state}`)}
    </Badge>
  );
}
