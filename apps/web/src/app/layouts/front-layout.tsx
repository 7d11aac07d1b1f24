import { Box, Button, Group } from "@mantine/core";
import { Link, Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PageFooter } from "./page-footer";
import { PublicHeader } from "./public-header";

/**
 * Quad's front page for a visitor (a signed-in partner is sent home before it shows): the public header with the
 * way into the webinar area and sign-in, the page's own full-width sections, the footer.
 */
export default function FrontLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="white" style={{ display: "flex", flexDirection: "column" }}>
      <PublicHeader
        homeHref="/"
        actions={
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/webinars" variant="subtle" color="gray" visibleFrom="sm">
              {t("nav.webinars")}
            </Button>
            <Button component={Link} to="/sign-in" variant="light">
              {t("auth.signIn.submit")}
            </Button>
          </Group>
        }
      />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <PageFooter />
    </Box>
  );
}
