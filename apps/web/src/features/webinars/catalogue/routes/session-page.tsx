import { Anchor, Breadcrumbs, Card, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { IconBuildingBank, IconMapPin, IconMicrophone, IconVideo } from "@tabler/icons-react";
import { Link, useParams } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { RouteLoader } from "../../../../components/ui/route-loader";
import { ApiError } from "../../../../lib/api-client";
import { institutionPath } from "../../../../lib/webinar-paths";
import { useSession } from "../api/get-session";
import { useCategories } from "../api/list-categories";
import { AddToCalendar } from "../components/add-to-calendar";
import { CatalogueFrame } from "../components/catalogue-frame";
import { NotFoundCard } from "../components/not-found-card";
import { ReplayPlayer } from "../components/replay-player";
import { SessionActionPanel } from "../components/session-action-panel";
import { SessionBadges } from "../components/session-badges";
import { SessionWhen } from "../components/session-when";
import { useJoined, usePresence } from "../components/use-presence";
import { useViewer } from "../components/use-viewer";
import { parseSessionAddress } from "../model";

/** The clock, ticking every 30 s: timing and actions change while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function SessionScreen({ categoryId, eventId }: { categoryId: number; eventId: number }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const now = useNow();
  const query = useSession(categoryId, eventId);
  const categories = useCategories();
  const [watching, setWatching] = useState(false);
  const session = query.data?.session;
  const joined = useJoined(session?.id);
  usePresence(session, joined && session?.registration_status === "registered", now);

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return <NotFoundCard />;
  }
  if (!session) return <RouteLoader />;
  const category = categories.data?.categories.find((c) => c.id === session.category_id);
  const showPlayer = watching && session.recording_url;

  return (
    <>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/webinars" size="sm">
          {t("webinars.catalogue.nav.browse")}
        </Anchor>
        {category ? (
          <Anchor component={Link} to={`/webinars/categories/${category.id}`} size="sm">
            {category.name}
          </Anchor>
        ) : null}
      </Breadcrumbs>
      <Stack gap="xs" mt={-16}>
        <SessionBadges session={session} zone={viewer.zone} />
        <Title order={1} fz={{ base: "1.6rem", sm: "2rem" }}>
          {session.title}
        </Title>
        <Group gap={6} wrap="nowrap">
          <IconBuildingBank size={18} aria-hidden="true" />
          <Text fw={600}>
            <Trans
              i18nKey="webinars.catalogue.detail.hostedBy"
              values={{ host: session.host_institution.name }}
              components={{ host: <Anchor component={Link} to={institutionPath(session.host_institution.id)} /> }}
            />
          </Text>
        </Group>
      </Stack>
      <Grid gap="xl" mt={-8}>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            {showPlayer && session.recording_url ? (
              <ReplayPlayer sessionId={session.id} url={session.recording_url} />
            ) : null}
            {session.description ? (
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="sm">
                  {t("webinars.catalogue.detail.about")}
                </Title>
                <Text style={{ whiteSpace: "pre-line" }}>{session.description}</Text>
              </Card>
            ) : null}
            {session.speakers.length ? (
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="sm">
                  {t("webinars.catalogue.detail.speakers")}
                </Title>
                <Stack gap="sm">
                  {session.speakers.map((sp) => (
                    <Group key={`${sp.name}-${sp.title ?? ""}`} gap="sm" wrap="nowrap">
                      <IconMicrophone size={18} aria-hidden="true" style={{ flex: "none" }} />
                      <Stack gap={0}>
                        <Text fw={600}>{sp.name}</Text>
                        {sp.title ? (
                          <Text size="sm" c="dimmed">
                            {sp.title}
                          </Text>
                        ) : null}
                      </Stack>
                    </Group>
                  ))}
                </Stack>
              </Card>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <SessionWhen session={session} zone={viewer.zone} size="md" />
                <Group gap={6} wrap="nowrap">
                  {session.is_in_person ? (
                    <IconMapPin size={16} aria-hidden="true" />
                  ) : (
                    <IconVideo size={16} aria-hidden="true" />
                  )}
                  <Text size="sm">
                    {session.is_in_person
                      ? (session.location ?? t("webinars.catalogue.card.inPerson"))
                      : t("webinars.catalogue.card.online")}
                  </Text>
                </Group>
                {session.timing !== "past" ? <AddToCalendar session={session} /> : null}
              </Stack>
            </Card>
            <SessionActionPanel session={session} viewer={viewer} now={now} onWatch={() => setWatching(true)} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** /webinars/categories/$categoryId/events/$eventId: a session, its times, host, speakers and the guest's action. */
export default function SessionPage() {
  const params = useParams({ strict: false }) as { categoryId?: string; eventId?: string };
  const address = parseSessionAddress(params);
  return (
    <CatalogueFrame>
      {address ? (
        <SessionScreen
          key={`${address.categoryId}-${address.eventId}`}
          categoryId={address.categoryId}
          eventId={address.eventId}
        />
      ) : (
        <NotFoundCard />
      )}
    </CatalogueFrame>
  );
}
