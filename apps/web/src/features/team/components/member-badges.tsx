import { Badge, Group } from "@mantine/core";
import type { TeamMember } from "@quad/contract/api/team";
import { useTranslation } from "react-i18next";

/** Active / deactivated, and "Invitation pending" while the colleague has not accepted. */
export function MemberStatusBadges({ member }: { member: TeamMember }) {
  const { t } = useTranslation("team");
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={member.status === "active" ? "teal" : "gray"} variant="light" radius="sm">
        {t(`status.${member.status}`)}
      </Badge>
      {member.invitation_pending ? (
        <Badge color="yellow" variant="light" radius="sm">
          {t("status.pending")}
        </Badge>
      ) : null}
    </Group>
  );
}
