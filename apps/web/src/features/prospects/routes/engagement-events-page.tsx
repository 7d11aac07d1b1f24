import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";
import { usePlan } from "../../../lib/plan";
import { useEngagementEvents } from "../api/get-engagement-events";
import { InviteDialog } from "../components/invite-dialog";
import { ProspectsFrame } from "../components/prospects-frame";
import { ProspectsOffer } from "../components/prospects-offer";

function Events() {
  const { t } = useTranslation("prospects");
  const paid = usePlan().prospect_engage === "paid";
  const events = useEngagementEvents();
  const [inviting, setInviting] = useState<{ id: number; title: string } | null>(null);
  const d = events.data;

  if (events.isError) {
    return (
      <Alert color="red" variant="light">
        {t("events.loadFailed")}
      </Alert>
    );
  }
  if (!d) return <Loader />;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("events.sessionsTitle")}
        </Title>
        {d.sessions.length === 0 ? (
          <Group gap="sm">
            <Text c="dimmed">{t("events.sessionsEmpty")}</Text>
            <Button component={Link} to="/event/sessions" variant="light" size="xs">
              {t("events.createSession")}
            </Button>
          </Group>
        ) : (
          d.sessions.map((s) => (
            <Card key={s.id} withBorder radius="md" padding="md" data-session-id={s.id}>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{s.title}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(s.start_time, s.timezone)} ({s.timezone})
                  </Text>
                  <Text size="sm">{t("events.invited", { count: s.invited })}</Text>
                </Stack>
                {paid ? (
                  <Button variant="light" onClick={() => setInviting({ id: s.id, title: s.title })}>
                    {t("events.invite")}
                  </Button>
                ) : null}
              </Group>
            </Card>
          ))
        )}
      </Stack>
      {paid ? null : <ProspectsOffer need="paid" />}
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t("events.providerTitle")}
          </Title>
          <Button component={Link} to="/event/quad-events" variant="subtle" size="xs">
            {t("events.openEvents")}
          </Button>
        </Group>
        {d.provider_events.length === 0 ? (
          <Text c="dimmed">{t("events.providerEmpty")}</Text>
        ) : (
          d.provider_events.map((e) => (
            <Card key={e.id} withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{e.title}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(e.start_time, e.timezone)} ({e.timezone})
                  </Text>
                </Stack>
                <Badge variant="light" color={e.is_participating ? "teal" : "gray"}>
                  {t(e.is_participating ? "events.participating" : "events.notParticipating")}
                </Badge>
              </Group>
            </Card>
          ))
        )}
      </Stack>
      <InviteDialog session={inviting} onClose={() => setInviting(null)} />
    </Stack>
  );
}

/** /prospect-and-engage/engagement-events — the University's sessions to invite prospects to, and Quad's events. */
export default function EngagementEventsPage() {
  return (
    <ProspectsFrame page="events">
      <Events />
    </ProspectsFrame>
  );
}
