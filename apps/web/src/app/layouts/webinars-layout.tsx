import { Badge, Box, Container, Group } from "@mantine/core";
import { Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { GuestMenu } from "../../features/webinars/accounts/components/guest-menu";
import { useGuestLocaleChoice } from "../../features/webinars/accounts/hooks/use-guest-locale-choice";
import { GuestNotificationsBell } from "../../features/webinars/notifications/components/guest-notifications-bell";
import { PageFooter } from "./page-footer";
import { PublicHeader } from "./public-header";
import { ShellWhenSignedIn } from "./shell-when-signed-in";

/**
 * The webinar area for students, parents and counsellors; the shell for a signed-in partner. The header's
 * language switch (a globe menu on a phone) saves a signed-in guest's choice to the account.
 */
export default function WebinarsLayout() {
  const { t } = useTranslation();
  const chooseLocale = useGuestLocaleChoice();
  return (
    <ShellWhenSignedIn>
      <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
        <PublicHeader
          homeHref="/webinars"
          onLocaleChange={chooseLocale}
          actions={
            <Group gap={4} wrap="nowrap">
              <GuestNotificationsBell />
              <GuestMenu />
            </Group>
          }
          badge={
            // On a phone the guest's Sign in and Sign up take the room; the area's name is in every page's title.
            <Badge variant="light" size="md" radius="sm" visibleFrom="xs">
              {t("webinars.badge")}
            </Badge>
          }
        />
        <Container component="main" size="lg" py={{ base: "lg", sm: 40 }} w="100%" style={{ flex: 1 }}>
          <Outlet />
        </Container>
        <PageFooter />
      </Box>
    </ShellWhenSignedIn>
  );
}
