import { Accordion, Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { CatalogueFrame } from "../components/catalogue-frame";

/** The questions, in the order a new guest asks them; their texts live under webinars.catalogue.faq.items. */
export const FAQ_ITEMS = [
  "what",
  "who",
  "cost",
  "register",
  "profile",
  "waitlist",
  "join",
  "timezones",
  "replays",
  "calendar",
  "cancel",
  "privacy",
] as const;

function FaqScreen() {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={4}>
        <Title order={1} fz={{ base: "1.6rem", sm: "2rem" }}>
          {t("webinars.catalogue.faq.title")}
        </Title>
        <Text c="dimmed" maw={720}>
          {t("webinars.catalogue.faq.lead")}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding={0}>
        <Accordion variant="default" chevronPosition="right">
          {FAQ_ITEMS.map((id) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control>
                <Text fw={600}>{t(`webinars.catalogue.faq.items.${id}.q`)}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                  {t(`webinars.catalogue.faq.items.${id}.a`)}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Card>
      <Text size="sm" c="dimmed">
        {t("webinars.catalogue.faq.more")}{" "}
        <Anchor component={Link} to="/webinars/about" underline="always">
          {t("webinars.catalogue.nav.about")}
        </Anchor>
      </Text>
    </>
  );
}

/** /webinars/faq: the guest's questions, answered (an accordion). */
export default function FaqPage() {
  return (
    <CatalogueFrame>
      <FaqScreen />
    </CatalogueFrame>
  );
}
