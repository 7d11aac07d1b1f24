import { ActionIcon, Avatar, Group, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import type { TeamMember } from "@quad/contract/api/team";
import { IconPencil } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { memberName } from "../model";
import { MemberStatusBadges } from "./member-badges";

function initials(m: TeamMember): string {
  return `${m.first_name.at(0) ?? ""}${m.last_name.at(0) ?? ""}`.toUpperCase() || m.email.at(0)?.toUpperCase() || "?";
}

/** The team table's columns: member, email, role, status, last sign-in, and the admin's edit action. */
export function useTeamColumns(isAdmin: boolean, openMember: (member: TeamMember) => void) {
  const { t, i18n } = useTranslation("team");
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "short", day: "2-digit" }),
    [i18n.language],
  );
  const columns: DataTableColumn<TeamMember>[] = [
    {
      accessor: "name",
      title: t("table.name"),
      sortable: true,
      render: (m) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar size={34} radius="xl" color="quad" variant="light" aria-hidden="true">
            {initials(m)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {m.invitation_pending && !m.first_name ? t("table.invited") : memberName(m)}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {m.designation ?? "—"}
            </Text>
          </div>
        </Group>
      ),
    },
    { accessor: "email", title: t("table.email"), sortable: true },
    {
      accessor: "role",
      title: t("table.role"),
      sortable: true,
      render: (m) => t(`roles.${m.role}`),
    },
    {
      accessor: "status",
      title: t("table.status"),
      sortable: true,
      render: (m) => <MemberStatusBadges member={m} />,
    },
    {
      accessor: "last_login",
      title: t("table.lastLogin"),
      sortable: true,
      render: (m) => (m.last_login ? dateFormat.format(new Date(m.last_login)) : t("table.never")),
    },
    ...(isAdmin
      ? [
          {
            accessor: "actions",
            title: <VisuallyHidden>{t("table.actions")}</VisuallyHidden>,
            textAlign: "right" as const,
            render: (m: TeamMember) => (
              <Tooltip label={t("table.edit", { name: memberName(m) })}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t("table.edit", { name: memberName(m) })}
                  onClick={() => openMember(m)}
                >
                  <IconPencil size={17} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            ),
          },
        ]
      : []),
  ];
  return columns;
}
