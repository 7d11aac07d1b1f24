import { Box, Button, Container, Group } from "@mantine/core";
import type { Locale } from "@quad/contract/rules/constants";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageMenu } from "../../components/ui/language-menu";
import { LanguageSwitch } from "../../components/ui/language-switch";
import { Logo } from "../../components/ui/logo";
import { useSessionStore } from "../../lib/session-store";
import { homePath } from "../router/access-rules";

/**
 * Header of the public pages: logo, language (a segmented switch, a globe menu on a phone), and a way back into
 * the portal; `actions` replaces the sign-in button (the webinar area's guest menu); `onLocaleChange` replaces
 * what choosing a language does (the webinar area saves a signed-in guest's choice).
 */
export function PublicHeader({
  badge,
  actions,
  homeHref,
  onLocaleChange,
}: {
  badge?: ReactNode;
  actions?: ReactNode;
  homeHref?: string;
  onLocaleChange?: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.data);
  const token = useSessionStore((s) => s.authToken);
  const signedIn = Boolean(user && token);
  return (
    <Box
      component="header"
      bg="white"
      pos="sticky"
      top={0}
      style={{ borderBottom: "1px solid var(--mantine-color-gray-2)", zIndex: 10 }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Link
              to={homeHref ?? (user ? homePath(user.institute_type) : "/sign-in")}
              aria-label={t("nav.home")}
              style={{ textDecoration: "none" }}
            >
              <Logo size={30} />
            </Link>
            {badge}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="xs">
              <LanguageSwitch onChange={onLocaleChange} />
            </Box>
            <Box hiddenFrom="xs">
              <LanguageMenu onChange={onLocaleChange} />
            </Box>
            {actions ? (
              actions
            ) : signedIn && user ? (
              <Button
                component={Link}
                to={homePath(user.institute_type)}
                variant="light"
                leftSection={<IconArrowLeft size={16} />}
              >
                {t("nav.backToPortal")}
              </Button>
            ) : (
              <Button component={Link} to="/sign-in" variant="light">
                {t("auth.signIn.submit")}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
