import { Anchor, Box, Group, Stack, Text, Title } from "@mantine/core";
import { BANNER_BREAKPOINT_PX } from "@quad/contract/rules/constants";
import { Link, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import desktopBanner from "../../assets/banner-desktop.svg";
import tabletBanner from "../../assets/banner-tablet.svg";
import { LanguageSwitch } from "../../components/ui/language-switch";
import { Logo } from "../../components/ui/logo";
import { afterPageLoad } from "../../lib/after-load";
import { ensureNamespace } from "../../lib/i18n";
import classes from "./auth-layout.module.css";

/** The texts the signed-in shell asks for on its first screen. */
const SHELL_TEXTS = ["areas", "account", "notifications"] as const;

/** Sign-in banner: the desktop image when the window is wider than 1280 px, otherwise the tablet one. */
function AuthBanner() {
  const { t } = useTranslation();
  const stats = ["schools", "students", "countries"] as const;
  return (
    <Box component="aside" className={classes.banner} visibleFrom="md" aria-label={t("auth.banner.label")}>
      <div className={classes.bannerContent}>
        <Logo tone="light" size={36} />
        <div className={classes.art}>
          {/* The image chosen by the browser from the window's width: the same on the server's first paint. */}
          <picture className={classes.artPicture}>
            <source media={`(min-width: ${BANNER_BREAKPOINT_PX + 1}px)`} srcSet={desktopBanner} />
            <img className={classes.artImage} src={tabletBanner} alt="" />
          </picture>
        </div>
        <Stack gap="lg">
          <Title order={2} c="white" fz={{ base: "1.75rem", lg: "2.25rem" }} lh={1.2} maw={460}>
            {t("auth.banner.tagline")}
          </Title>
          <Text c="indigo.0" fz="md" maw={440} lh={1.6}>
            {t("auth.banner.subtitle")}
          </Text>
          <Group gap="lg" mt="sm" maw={480} grow align="stretch" wrap="nowrap">
            {stats.map((key) => (
              <div key={key} className={classes.stat}>
                <Text fw={800} fz="xl" c="white">
                  {t(`auth.banner.stats.${key}.value`)}
                </Text>
                <Text fz="xs" c="indigo.1" lh={1.35}>
                  {t(`auth.banner.stats.${key}.label`)}
                </Text>
              </div>
            ))}
          </Group>
        </Stack>
      </div>
    </Box>
  );
}

/** Two columns on desktop: banner on the left, the form card on the right. */
export default function AuthLayout() {
  const { t } = useTranslation();
  // What signing in opens next (the signed-in shell and its texts) loads while the visitor types, once this page is
  // idle (issue 28: time to a usable screen after signing in).
  useEffect(
    () =>
      afterPageLoad(() => {
        import("./shell-layout").catch(() => undefined);
        for (const area of SHELL_TEXTS) ensureNamespace(area).catch(() => undefined);
      }),
    [],
  );
  return (
    <div className={classes.root}>
      <AuthBanner />
      <div className={classes.main}>
        <Group component="header" justify="space-between" className={classes.topBar}>
          <Box hiddenFrom="md">
            <Logo size={30} />
          </Box>
          <Box ml="auto">
            <LanguageSwitch />
          </Box>
        </Group>
        <Box component="main" className={classes.content}>
          <Outlet />
        </Box>
        <Group component="footer" className={classes.footer} justify="center" gap="lg">
          <Text size="xs" c="dimmed">
            {t("app.copyright", { year: new Date().getFullYear() })}
          </Text>
          <Anchor component={Link} to="/privacy-policy" size="xs" c="dimmed">
            {t("nav.privacyPolicy")}
          </Anchor>
          <Anchor component={Link} to="/cookies-policy" size="xs" c="dimmed">
            {t("nav.cookiesPolicy")}
          </Anchor>
        </Group>
      </div>
    </div>
  );
}
