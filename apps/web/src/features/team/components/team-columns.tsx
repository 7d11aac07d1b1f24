import { ActionIcon, Avatar, Group, Stack, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import type { TeamMember } from "@quad/contract/api/team";
import { IconPencil } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { memberName } from "../model";
import { MemberStatusBadges } from "./member-badges";

function initials(m: TeamMember): string {
  return `${m.first_name.at(0) ?? ""}${m.last_name.at(0) ?? ""}`.toUpperCase() || m.email.at(0)?.toUpperCase() || "?";
}

/** Phones (below Mantine's `sm`) get one stacked member column instead of five. */
const phone = (theme: { breakpoints: { sm: string } }) => `(max-width: calc(${theme.breakpoints.sm} - 0.0625rem))`;
const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/**
 * The team table's columns: member, email, role, status, last sign-in, and the admin's edit action. On a phone the
 * member, the whole email (wrapped, never cut), role and status stack in one column beside the edit action.
 */
export function useTeamColumns(isAdmin: boolean, openMember: (member: TeamMember) => void) {
  const { t } = useTranslation("team");
  const columns: DataTableColumn<TeamMember>[] = [
    {
      accessor: "member",
      title: t("table.member"),
      visibleMediaQuery: phone,
      render: (m) => (
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {m.invitation_pending && !m.first_name ? t("table.invited") : memberName(m)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }} data-testid="member-email">
            {m.email}
          </Text>
          <Group gap={6} wrap="wrap">
            <MemberStatusBadges member={m} />
            <Text size="xs" c="dimmed">
              {t(`roles.${m.role}`)}
            </Text>
          </Group>
        </Stack>
      ),
    },
    {
      accessor: "name",
      visibleMediaQuery: wide,
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
    { accessor: "email", title: t("table.email"), sortable: true, visibleMediaQuery: wide },
    {
      accessor: "role",
      title: t("table.role"),
      sortable: true,
      visibleMediaQuery: wide,
      render: (m) => t(`roles.${m.role}`),
    },
    {
      accessor: "status",
      title: t("table.status"),
      sortable: true,
      visibleMediaQuery: wide,
      render: (m) => <MemberStatusBadges member={m} />,
    },
    {
      accessor: "last_login",
      title: t("table.lastLogin"),
      sortable: true,
      visibleMediaQuery: wide,
      render: (m) => (m.last_login ? formatDate(m.last_login) : t("table.never")),
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
