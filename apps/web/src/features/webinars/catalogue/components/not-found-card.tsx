import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconMoodEmpty } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/** A session or category that does not exist (or is no longer published); other screens give their own texts. */
export function NotFoundCard({ title, body }: { title?: string; body?: string } = {}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm">
        <IconMoodEmpty size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />
        <Title order={1} size="h3" ta="center">
          {title ?? t("webinars.catalogue.notFound.title")}
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          {body ?? t("webinars.catalogue.notFound.body")}
        </Text>
        <Button component={Link} to="/webinars" variant="light">
          {t("webinars.catalogue.notFound.back")}
        </Button>
      </Stack>
    </Card>
  );
}
