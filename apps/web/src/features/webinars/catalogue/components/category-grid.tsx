import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCategory2 } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useCategories } from "../api/list-categories";

/** Every category as a card with its count of sessions not yet ended. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const categories = useCategories();
  if (categories.isLoading) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={110} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const list = categories.data?.categories ?? [];
  if (!list.length) return <Text c="dimmed">{t("webinars.catalogue.home.noCategories")}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {list.map((c) => (
        <Card
          key={c.id}
          component={Link}
          to={`/webinars/categories/${c.id}`}
          withBorder
          radius="md"
          padding="md"
          style={{ textDecoration: "none" }}
        >
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap">
              <ThemeIcon variant="light" radius="md" size="lg">
                <IconCategory2 size={20} aria-hidden="true" />
              </ThemeIcon>
              <Badge
                variant="light"
                color={c.upcoming_count ? "blue" : "gray"}
                c={c.upcoming_count ? undefined : "#3d4349"}
              >
                {t("webinars.catalogue.home.upcomingCount", { count: c.upcoming_count })}
              </Badge>
            </Group>
            <Text fw={700} lineClamp={1}>
              {c.name}
            </Text>
            {c.description ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {c.description}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
