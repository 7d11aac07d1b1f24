import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/** Footer of the public pages. */
export function PageFooter() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="center" gap="lg" py="xl" px="md">
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
  );
}
