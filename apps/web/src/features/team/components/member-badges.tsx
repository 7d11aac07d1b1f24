import { Badge, Stack } from "@mantine/core";
import type { TeamMember } from "@quad/contract/api/team";
import { useTranslation } from "react-i18next";

/** Active / deactivated, and "Invitation pending" while the colleague has not accepted. */
export function MemberStatusBadges({ member }: { member: TeamMember }) {
  const { t } = useTranslation("team");
  return (
    // One above the other: side by side they were cut short in the table's status column.
    <Stack gap={4} align="flex-start">
      <Badge color={member.status === "active" ? "teal" : "gray"} variant="light" radius="sm">
        {t(`status.${member.status}`)}
      </Badge>
      {member.invitation_pending ? (
        <Badge color="yellow" variant="light" radius="sm">
          {t("status.pending")}
        </Badge>
      ) : null}
    </Stack>
  );
}
