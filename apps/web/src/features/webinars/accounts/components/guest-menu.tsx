import { Avatar, Button, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import {
  IconCalendarEvent,
  IconChevronDown,
  IconFileCertificate,
  IconLogout,
  IconUserCircle,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLinkTo } from "../../catalogue/components/use-link-to";
import { useGuestSession } from "../../session/guest-session-store";
import { useGuestSignOut } from "../hooks/use-guest-account";
import { useGuestSessionCheck } from "../hooks/use-guest-session-check";
import { GUEST_PROFILE_PATH, GUEST_SEARCH_SCHOOL_PATH, GUEST_SIGN_IN_PATH } from "../model";

const iconProps = { size: 16, stroke: 1.7, "aria-hidden": true } as const;

/**
 * The webinar header's account corner: a signed-in guest's name with My sessions, Profile and Sign out;
 * Sign in and Sign up for everyone else. A stored guest session is checked once per app start.
 */
export function GuestMenu() {
  const { t } = useTranslation();
  const guest = useGuestSession((s) => (s.authToken ? s.guest : null));
  const signOut = useGuestSignOut();
  const linkTo = useLinkTo();
  useGuestSessionCheck();

  if (!guest) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={GUEST_SIGN_IN_PATH} variant="subtle" size="sm" px="xs">
          {t("webinars.accounts.menu.signIn")}
        </Button>
        <Button component={Link} to={GUEST_SEARCH_SCHOOL_PATH} size="sm">
          {t("webinars.accounts.menu.signUp")}
        </Button>
      </Group>
    );
  }

  const name = `${guest.first_name} ${guest.last_name}`.trim();
  const initials = `${guest.first_name.charAt(0)}${guest.last_name.charAt(0)}`.toUpperCase();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton px={4} py={4} style={{ borderRadius: 8 }}>
          <Group gap="xs" wrap="nowrap">
            <VisuallyHidden>{t("webinars.accounts.menu.label")}</VisuallyHidden>
            <Avatar size={32} radius="xl" color="quad" variant="light" aria-hidden="true">
              {initials}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          <Text size="xs" truncate title={guest.email}>
            {guest.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/webinars/my-sessions" leftSection={<IconCalendarEvent {...iconProps} />}>
          {t("webinars.accounts.menu.mySessions")}
        </Menu.Item>
        <Menu.Item
          component="a"
          {...linkTo("/webinars/my-sessions", { tab: "applications" })}
          leftSection={<IconFileCertificate {...iconProps} />}
        >
          {t("webinars.accounts.menu.myApplications")}
        </Menu.Item>
        <Menu.Item component={Link} to={GUEST_PROFILE_PATH} leftSection={<IconUserCircle {...iconProps} />}>
          {t("webinars.accounts.menu.profile")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout {...iconProps} />} onClick={() => void signOut()}>
          {t("webinars.accounts.menu.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
