import { Button, Grid, Group, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useMySessions } from "../api/list-my-sessions";
import { CalendarFeedPanel } from "../components/calendar-feed-panel";
import { CatalogueFrame } from "../components/catalogue-frame";
import { ListPager } from "../components/list-pager";
import { MySessionRow } from "../components/my-session-row";
import { useViewer } from "../components/use-viewer";
import { parsePage } from "../model";

function MySessionsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const includePast = raw.past === "1";
  const page = parsePage(raw.page);
  const list = useMySessions(includePast, page);
  const now = new Date();
  const go = (next: { past: boolean; page: number }) =>
    void navigate({
      to: "/webinars/my-sessions",
      search: { past: next.past ? "1" : undefined, page: next.page > 1 ? String(next.page) : undefined },
      replace: true,
    });
  const sessions = list.data?.sessions ?? [];

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: "1.6rem", sm: "2rem" }}>
            {t("webinars.catalogue.my.title")}
          </Title>
          <Text c="dimmed">{t("webinars.catalogue.my.lead")}</Text>
        </Stack>
        <Switch
          checked={includePast}
          onChange={(e) => go({ past: e.currentTarget.checked, page: 1 })}
          label={t("webinars.catalogue.my.includePast")}
        />
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            {list.isLoading ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Skeleton h={220} radius="md" />
                <Skeleton h={220} radius="md" />
              </SimpleGrid>
            ) : sessions.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {sessions.map((s) => (
                  <MySessionRow key={s.id} session={s} zone={viewer.zone} now={now} />
                ))}
              </SimpleGrid>
            ) : (
              <Stack align="center" gap="xs" py="xl">
                <Text fw={600}>{t("webinars.catalogue.my.empty")}</Text>
                <Text size="sm" c="dimmed" ta="center" maw={420}>
                  {t("webinars.catalogue.my.emptyBody")}
                </Text>
                <Button component={Link} to="/webinars" variant="light">
                  {t("webinars.catalogue.home.browseAll")}
                </Button>
              </Stack>
            )}
            {list.data && list.data.matched > 0 ? (
              <ListPager total={list.data.matched} page={page} onPage={(p) => go({ past: includePast, page: p })} />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>{viewer.guest ? <CalendarFeedPanel /> : null}</Grid.Col>
      </Grid>
    </>
  );
}

/** /webinars/my-sessions: the guest's registrations and waitlist places, their actions, and the calendar feed. */
export default function MySessionsPage() {
  return (
    <CatalogueFrame>
      <MySessionsScreen />
    </CatalogueFrame>
  );
}
