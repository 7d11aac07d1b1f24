import { AppShell, Burger, Container, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, Navigate, Outlet } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../components/ui/language-switch";
import { Logo } from "../../components/ui/logo";
import { RouteLoader } from "../../components/ui/route-loader";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { useDatesReady } from "../../lib/dates";
import { useNamespace } from "../../lib/i18n";
import { InShellContext } from "../../lib/in-shell";
import { BEYOND_NARROW, useScreen, WIDE } from "../../lib/screen";
import { useSessionStore } from "../../lib/session-store";
import { homePath, mayReachPath } from "../router/access-rules";
import { AccountLayer } from "./account-layer";
import { ShellNavbar } from "./shell-navbar";
import { UserMenu } from "./user-menu";

/** The signed-in shell: header (logo, language, notifications, user menu), navigation and content. */
export default function ShellLayout() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.data);
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a phone the navigation is drawn when first opened, not with the first screen (issue 28: blocking time).
  const wide = useScreen(WIDE);
  // Below xs (36em) the drawer carries the language switch; a hidden one would still measure itself at every change.
  const roomForLanguages = useScreen(BEYOND_NARROW);
  const [navOpenedOnce, setNavOpenedOnce] = useState(false);
  const areasReady = useNamespace("areas");
  const datesReady = useDatesReady();

  if (!user) return <Navigate to="/sign-in" replace />;
  // Dates follow the interface language everywhere in the signed-in app.
  if (!areasReady || !datesReady) return <RouteLoader />;
  const type = user.institute_type;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header withBorder>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={() => {
                setNavOpenedOnce(true);
                toggle();
              }}
              hiddenFrom="sm"
              size="sm"
              aria-label={t("nav.toggleNavigation")}
            />
            <Link to={homePath(type)} aria-label={t("nav.home")} style={{ textDecoration: "none" }}>
              <Logo size={30} />
            </Link>
          </Group>
          <Group gap="md" wrap="nowrap">
            {roomForLanguages ? <LanguageSwitch /> : null}
            {mayReachPath(type, "/notifications") ? <NotificationBell userId={user.id} /> : null}
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>

      <ShellNavbar
        instituteType={type}
        companyName={user.company.name}
        onNavigate={close}
        drawn={wide || navOpenedOnce}
      />

      <AppShell.Main bg="gray.0">
        <Container size="xl" py={{ base: "lg", sm: 32 }} px={{ base: "md", sm: "xl" }}>
          <InShellContext.Provider value={true}>
            <Outlet />
          </InShellContext.Provider>
          <AccountLayer homePath={homePath(type)} onboarding={mayReachPath(type, "/onboarding")} />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
