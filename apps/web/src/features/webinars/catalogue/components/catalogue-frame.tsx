import { Box, Button, Group, Stack } from "@mantine/core";
import { IconCalendarEvent, IconHelpCircle, IconInfoCircle, IconSearch, IconVideo } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RouteLoader } from "../../../../components/ui/route-loader";
import { useDatesReady } from "../../../../lib/dates";
import { useViewer } from "./use-viewer";

const LINKS = [
  { to: "/webinars", key: "browse", icon: IconVideo, exact: true },
  { to: "/webinars/categories/events/search", key: "search", icon: IconSearch, exact: false },
  { to: "/webinars/my-sessions", key: "mySessions", icon: IconCalendarEvent, exact: false },
  { to: "/webinars/faq", key: "faq", icon: IconHelpCircle, exact: false },
  { to: "/webinars/about", key: "about", icon: IconInfoCircle, exact: false },
] as const;

/** The catalogue's own navigation above every catalogue screen (the header holds the guest's menu). */
function CatalogueNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const viewer = useViewer();
  const labels: Record<(typeof LINKS)[number]["key"], string> = {
    browse: t("webinars.catalogue.nav.browse"),
    search: t("webinars.catalogue.nav.search"),
    mySessions: t("webinars.catalogue.nav.mySessions"),
    faq: t("webinars.catalogue.nav.faq"),
    about: t("webinars.catalogue.nav.about"),
  };
  const path = location.pathname;
  return (
    <Group justify="space-between" align="center" gap="sm" mb="lg" wrap="wrap">
      <Group component="nav" aria-label={t("webinars.catalogue.nav.label")} gap={4} wrap="wrap">
        {LINKS.filter((l) => l.key !== "mySessions" || viewer.signedIn).map((l) => {
          const active = l.exact ? path === l.to : path.startsWith(l.to);
          return (
            <Button
              key={l.key}
              component={Link}
              to={l.to}
              size="compact-md"
              variant={active ? "light" : "subtle"}
              color={active ? undefined : "gray"}
              leftSection={<l.icon size={16} aria-hidden="true" />}
              aria-current={active ? "page" : undefined}
            >
              {labels[l.key]}
            </Button>
          );
        })}
      </Group>
    </Group>
  );
}

/** Every catalogue screen: the catalogue navigation, then the screen once dates speak the interface language. */
export function CatalogueFrame({ children }: { children: ReactNode }) {
  const datesReady = useDatesReady();
  if (!datesReady) return <RouteLoader />;
  return (
    <Box>
      <CatalogueNav />
      <Stack gap="xl">{children}</Stack>
    </Box>
  );
}
