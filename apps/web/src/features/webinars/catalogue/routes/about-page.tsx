import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconCalendarShare,
  IconClockHour4,
  IconPlayerPlay,
  IconShieldLock,
  IconUsersGroup,
  IconWorld,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { CatalogueFrame } from "../components/catalogue-frame";

/** The points the About page makes; their texts live under webinars.catalogue.about.points. */
const POINTS = [
  { id: "hosts", icon: IconUsersGroup },
  { id: "live", icon: IconClockHour4 },
  { id: "zones", icon: IconWorld },
  { id: "replays", icon: IconPlayerPlay },
  { id: "calendar", icon: IconCalendarShare },
  { id: "privacy", icon: IconShieldLock },
] as const;

function AboutScreen() {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap="sm" maw={760}>
        <Title order={1} fz={{ base: "1.6rem", sm: "2rem" }}>
          {t("webinars.catalogue.about.title")}
        </Title>
        <Text size="lg">{t("webinars.catalogue.about.lead")}</Text>
        <Text c="dimmed">{t("webinars.catalogue.about.who")}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {POINTS.map((p) => (
          <Card key={p.id} withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <ThemeIcon variant="light" radius="md" size="lg">
                <p.icon size={20} aria-hidden="true" />
              </ThemeIcon>
              <Title order={2} size="h5">
                {t(`webinars.catalogue.about.points.${p.id}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`webinars.catalogue.about.points.${p.id}.body`)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Stack gap={2}>
            <Text fw={700}>{t("webinars.catalogue.about.ctaTitle")}</Text>
            <Text size="sm" c="dimmed">
              {t("webinars.catalogue.about.ctaBody")}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to="/webinars">
              {t("webinars.catalogue.home.browseAll")}
            </Button>
            <Button component={Link} to="/webinars/faq" variant="default">
              {t("webinars.catalogue.nav.faq")}
            </Button>
          </Group>
        </Group>
      </Card>
    </>
  );
}

/** /webinars/about: what the webinars are, who hosts and who may join, and how Quad handles a guest's data. */
export default function AboutPage() {
  return (
    <CatalogueFrame>
      <AboutScreen />
    </CatalogueFrame>
  );
}
