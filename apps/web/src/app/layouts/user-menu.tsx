import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { SessionUser } from "@quad/contract/api/auth";
import {
  IconBuilding,
  IconChevronDown,
  IconExternalLink,
  IconHelpCircle,
  IconLogout,
  IconMessageCircle,
  IconPresentation,
  IconSettings,
  IconShieldLock,
  IconUsers,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { openDemoRequest } from "../../features/gates/demo-request-store";
import { useNamespace } from "../../lib/i18n";
import { useAppConfig } from "../../lib/reference/get-app-config";
import { signOut } from "../../lib/sign-out";
import { detailsPathFor, mayReachPath } from "../router/access-rules";

function initials(user: SessionUser): string {
  return `${user.first_name.at(0) ?? ""}${user.last_name.at(0) ?? ""}`.toUpperCase() || "Q";
}

/** My Settings, School or College Details, Help Center, Privacy Policy, Chat (not for School), Community, Logout. */
export const UserMenu = memo(function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  useNamespace("account"); // the demo-request item
  const type = user.institute_type;
  const detailsPath = detailsPathFor(type);
  const external = {
    target: "_blank",
    rel: "noopener noreferrer",
    rightSection: <IconExternalLink size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />,
  } as const;
  const iconProps = { size: 17, stroke: 1.7, "aria-hidden": true } as const;

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <VisuallyHidden>{t("nav.userMenu")}</VisuallyHidden>
            <Avatar color="quad" radius="xl" size={36} variant="filled" aria-hidden="true">
              {initials(user)}
            </Avatar>
            <Box style={{ lineHeight: 1.2 }} visibleFrom="sm">
              <Text size="sm" fw={600} truncate="end" maw={160}>
                {user.first_name} {user.last_name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end" maw={160}>
                {user.company.name}
              </Text>
            </Box>
            <IconChevronDown size={16} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {mayReachPath(type, "/settings") ? (
          <Menu.Item component={Link} to="/settings" leftSection={<IconSettings {...iconProps} />}>
            {t("nav.mySettings")}
          </Menu.Item>
        ) : null}
        {detailsPath ? (
          <Menu.Item component={Link} to={detailsPath} leftSection={<IconBuilding {...iconProps} />}>
            {t(type === "School" ? "nav.schoolDetails" : "nav.universityDetails")}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconPresentation {...iconProps} />} onClick={openDemoRequest}>
          {t("account:demo.menuItem")}
        </Menu.Item>
        <Menu.Divider />
        {config?.help_center_url ? (
          <Menu.Item
            component="a"
            href={config.help_center_url}
            {...external}
            leftSection={<IconHelpCircle {...iconProps} />}
          >
            {t("nav.helpCenter")}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/privacy-policy" leftSection={<IconShieldLock {...iconProps} />}>
          {t("nav.privacyPolicy")}
        </Menu.Item>
        {type !== "School" && config?.chat_url ? (
          <Menu.Item
            component="a"
            href={config.chat_url}
            {...external}
            leftSection={<IconMessageCircle {...iconProps} />}
          >
            {t("nav.chat")}
          </Menu.Item>
        ) : null}
        {config?.community_url ? (
          <Menu.Item component="a" href={config.community_url} {...external} leftSection={<IconUsers {...iconProps} />}>
            {t("nav.community")}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout {...iconProps} />} onClick={() => void signOut()}>
          {t("nav.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});
