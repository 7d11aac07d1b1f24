import { Button, Grid, Group, SimpleGrid, Skeleton, Stack, Switch, Tabs, Text, Title } from "@mantine/core";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useNamespace } from "../../../../lib/i18n";
import { MyApplications } from "../../applications/components/my-applications";
import { useMySessions } from "../api/list-my-sessions";
import { CalendarFeedPanel } from "../components/calendar-feed-panel";
import { CatalogueFrame } from "../components/catalogue-frame";
import { ListPager } from "../components/list-pager";
import { MySessionRow } from "../components/my-session-row";
import { useViewer } from "../components/use-viewer";
import { parsePage } from "../model";

function MySessionsScreen({ applications }: { applications: boolean }) {
  const { t } = useTranslation();
  // Direct apply's texts (the applications tab, issue 13 §3).
  const { t: ta } = useTranslation("applications");
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
  const viewTab = (tab: string | null) =>
    void navigate({
      to: "/webinars/my-sessions",
      search: tab === "applications" ? { tab: "applications" } : {},
      replace: true,
    });
  const sessions = list.data?.sessions ?? [];

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: "1.6rem", sm: "2rem" }}>
            {applications ? ta("guest.mine.title") : t("webinars.catalogue.my.title")}
          </Title>
          <Text c="dimmed">{applications ? ta("guest.mine.lead") : t("webinars.catalogue.my.lead")}</Text>
        </Stack>
        {applications ? null : (
          <Switch
            checked={includePast}
            onChange={(e) => go({ past: e.currentTarget.checked, page: 1 })}
            label={t("webinars.catalogue.my.includePast")}
          />
        )}
      </Group>
      {viewer.guest ? (
        <Tabs value={applications ? "applications" : "sessions"} onChange={viewTab}>
          <Tabs.List aria-label={ta("guest.mine.tabsLabel")}>
            <Tabs.Tab value="sessions">{ta("guest.mine.tabSessions")}</Tabs.Tab>
            <Tabs.Tab value="applications">{ta("guest.mine.tabApplications")}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      ) : null}
      {applications ? (
        <MyApplications />
      ) : (
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
      )}
    </>
  );
}

/**
 * /webinars/my-sessions: the guest's registrations and waitlist places, their actions, and the calendar feed; with
 * ?tab=applications the student's applications to programs (issue 13 §3).
 */
export default function MySessionsPage() {
  const ready = useNamespace("applications");
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const viewer = useViewer();
  return (
    <CatalogueFrame>
      {ready ? <MySessionsScreen applications={raw.tab === "applications" && viewer.guest !== null} /> : null}
    </CatalogueFrame>
  );
}
