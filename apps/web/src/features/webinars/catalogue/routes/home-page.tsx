import { Badge, Box, Button, Group, Paper, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { WEBINAR_TABS, type WebinarTab } from "@quad/contract/rules/webinar-sessions";
import { IconSearch } from "@tabler/icons-react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTrending } from "../api/get-trending";
import { useCategories } from "../api/list-categories";
import { CatalogueFrame } from "../components/catalogue-frame";
import { CategoryGrid } from "../components/category-grid";
import { SessionGrid } from "../components/session-grid";
import { useViewer } from "../components/use-viewer";
import { parseTab } from "../model";

function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const trending = useTrending();
  const categories = useCategories();
  const data = trending.data;
  const defaultTab: WebinarTab = data && data.current.length > 0 ? "current" : "upcoming";
  const tab = parseTab(raw.tab, defaultTab);
  const [text, setText] = useState("");
  const names = useMemo(
    () => new Map((categories.data?.categories ?? []).map((c) => [c.id, c.name] as const)),
    [categories.data],
  );
  const tabLabels: Record<WebinarTab, string> = {
    current: t("webinars.catalogue.tabs.current"),
    upcoming: t("webinars.catalogue.tabs.upcoming"),
    past: t("webinars.catalogue.tabs.past"),
  };
  const emptyTitles: Record<WebinarTab, string> = {
    current: t("webinars.catalogue.home.emptyCurrent"),
    upcoming: t("webinars.catalogue.home.emptyUpcoming"),
    past: t("webinars.catalogue.home.emptyPast"),
  };

  const submit = () =>
    void navigate({ to: "/webinars/categories/events/search", search: text.trim() ? { q: text.trim() } : {} });

  return (
    <>
      <Paper
        radius="lg"
        p={{ base: "lg", sm: 40 }}
        style={{
          background: "linear-gradient(135deg, var(--mantine-color-blue-7) 0%, var(--mantine-color-indigo-6) 100%)",
          color: "white",
        }}
      >
        <Stack gap="md" maw={680}>
          <Stack gap={4}>
            <Title order={1} size="h5" c="white" tt="uppercase" opacity={0.85} style={{ letterSpacing: "0.06em" }}>
              {t("webinars.catalogue.home.title")}
            </Title>
            <Text component="p" fz={{ base: "1.7rem", sm: "2.3rem" }} fw={800} lh={1.2} c="white" m={0}>
              {t("webinars.catalogue.home.tagline")}
            </Text>
          </Stack>
          <Text size="lg" c="white" opacity={0.92}>
            {t("webinars.catalogue.home.lead")}
          </Text>
          <Box
            component="form"
            role="search"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              submit();
            }}
          >
            <Group gap="sm" wrap="nowrap">
              <TextInput
                aria-label={t("webinars.catalogue.search.text")}
                placeholder={t("webinars.catalogue.home.searchPlaceholder")}
                leftSection={<IconSearch size={18} aria-hidden="true" />}
                size="md"
                radius="md"
                style={{ flex: 1 }}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
              />
              <Button type="submit" size="md" radius="md" color="dark">
                {t("webinars.catalogue.home.searchButton")}
              </Button>
            </Group>
          </Box>
        </Stack>
      </Paper>

      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {t("webinars.catalogue.home.trending")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("webinars.catalogue.home.trendingHint")}
            </Text>
          </Stack>
        </Group>
        <Tabs
          value={tab}
          onChange={(v) => void navigate({ to: "/webinars", search: { tab: parseTab(v, defaultTab) }, replace: true })}
        >
          <Tabs.List>
            {WEBINAR_TABS.map((key) => (
              <Tabs.Tab
                key={key}
                value={key}
                rightSection={
                  data ? (
                    <Badge
                      size="sm"
                      variant={key === "current" && data.current.length ? "filled" : "light"}
                      color={key === "current" && data.current.length ? "red.9" : "gray"}
                      c={key === "current" && data.current.length ? undefined : "#3d4349"}
                    >
                      {data[key].length}
                    </Badge>
                  ) : (
                    // The badge's place is kept while the sessions load, so the tabs do not grow (issue 28).
                    <Badge size="sm" variant="light" color="gray" aria-hidden="true" style={{ visibility: "hidden" }}>
                      0
                    </Badge>
                  )
                }
              >
                {tabLabels[key]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <SessionGrid
          sessions={data?.[tab]}
          loading={trending.isLoading}
          zone={viewer.zone}
          categoryNames={names}
          empty={{
            title: emptyTitles[tab],
            body: t("webinars.catalogue.home.emptyBody"),
            action: (
              <Button component={Link} to="/webinars/categories/events/search" variant="light">
                {t("webinars.catalogue.home.browseAll")}
              </Button>
            ),
          }}
        />
      </Stack>

      <Stack gap="md">
        <Title order={2} size="h3">
          {t("webinars.catalogue.home.categories")}
        </Title>
        <CategoryGrid />
      </Stack>
    </>
  );
}

/** /webinars: trending sessions by tab (current, upcoming, past), the categories and a search entry. */
export default function HomePage() {
  return (
    <CatalogueFrame>
      <HomeScreen />
    </CatalogueFrame>
  );
}
