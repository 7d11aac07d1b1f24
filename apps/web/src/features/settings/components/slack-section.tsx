import { Alert, Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import type { SlackDelivery } from "@quad/contract/api/messages";
import { SLACK_EVENTS, SLACK_MESSAGES, type SlackEvent } from "@quad/contract/rules/slack";
import { IconBrandSlack } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { translateServerMessage } from "../../../lib/server-messages";
import { useNotifySlack, useRemoveSlackSettings, useSaveSlackSettings, useSlackSettings } from "../api/slack-settings";
import { slackErrorKey } from "../model";

const STATUS_COLORS: Record<SlackDelivery["status"], string> = { queued: "gray", delivered: "teal", failed: "red" };

/** The server's Slack sentences, in the reader's language. */
function useSlackMessage() {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  return (text: string) => {
    const name = (Object.keys(SLACK_MESSAGES) as (keyof typeof SLACK_MESSAGES)[]).find(
      (k) => SLACK_MESSAGES[k] === text,
    );
    return name ? t(`settings.slack.server.${name}`) : translateServerMessage(text, t);
  };
}

/**
 * The institution's Slack notifications (issue 25 §4): the incoming webhook, the events posted to it, a test
 * message and the last deliveries. Admins change it; members see it.
 */
export function SlackSection({ isAdmin }: { isAdmin: boolean }) {
  const ready = useNamespace("account");
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const message = useSlackMessage();
  const settings = useSlackSettings();
  const save = useSaveSlackSettings();
  const remove = useRemoveSlackSettings();
  const notify = useNotifySlack();
  const slack = settings.data?.slack;
  const errorText = (text: string) => {
    const known = slackErrorKey(text);
    return known ? t(`settings.slack.errors.${known.key}`, known.values) : text;
  };
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<SlackEvent[]>([]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const configured = slack?.is_configured ?? false;
  useEffect(() => setEvents(slack?.events ?? []), [slack?.events]);

  const submit = async () => {
    setUrlError(null);
    try {
      await save.mutateAsync({ webhook_url: url.trim() || undefined, events });
      setUrl("");
      showSuccessToast(t("settings.slack.saved"));
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        const errors = err.fieldErrors;
        setUrlError(message(errors.webhook_url ?? errors.events ?? Object.values(errors)[0] ?? ""));
      }
    }
  };
  const test = async () => {
    try {
      await notify.mutateAsync(undefined);
      showSuccessToast(t("settings.slack.testQueued"));
    } catch {
      // The error toast has been shown.
    }
  };
  const turnOff = async () => {
    try {
      await remove.mutateAsync();
      setEvents([]);
      showSuccessToast(t("settings.slack.removed"));
    } catch {
      // The error toast has been shown.
    }
  };

  if (!ready) return <Skeleton height={200} radius="md" />;
  const unchanged =
    url.trim() === "" &&
    events.length === (slack?.events.length ?? 0) &&
    events.every((e) => slack?.events.includes(e));

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="slack-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: "1 1 16rem", minWidth: 0 }}>
            <IconBrandSlack
              size={22}
              color="var(--mantine-color-quad-6)"
              aria-hidden="true"
              style={{ flexShrink: 0 }}
            />
            <div style={{ minWidth: 0 }}>
              <Title order={3} fz="md" id="slack-title">
                {t("settings.slack.title")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("settings.slack.description")}
              </Text>
            </div>
          </Group>
          {slack ? (
            <Badge variant="light" color={configured ? "teal" : "gray"} size="lg" tt="none">
              {configured ? t("settings.slack.connected") : t("settings.slack.notConnected")}
            </Badge>
          ) : null}
        </Group>
        {settings.isPending ? <Skeleton height={120} /> : null}
        {slack ? (
          <>
            {configured && slack.webhook_hint ? (
              <Text size="sm">
                {t("settings.slack.current")}{" "}
                <Text span ff="monospace" size="sm" style={{ overflowWrap: "anywhere" }}>
                  {slack.webhook_hint}
                </Text>
              </Text>
            ) : null}
            {isAdmin ? (
              <>
                <TextInput
                  label={configured ? t("settings.slack.newUrl") : t("settings.slack.url")}
                  description={t("settings.slack.urlHint")}
                  placeholder="https://hooks.slack.com/services/…"
                  value={url}
                  onChange={(e) => setUrl(e.currentTarget.value)}
                  error={urlError}
                  inputMode="url"
                  autoComplete="off"
                />
                <Checkbox.Group
                  label={t("settings.slack.events")}
                  value={events}
                  onChange={(v) => setEvents(v as SlackEvent[])}
                >
                  <Stack gap={6} mt={6}>
                    {SLACK_EVENTS.map((e) => (
                      <Checkbox key={e} value={e} label={t(`settings.slack.eventNames.${e}`)} />
                    ))}
                  </Stack>
                </Checkbox.Group>
                <Group gap="sm">
                  <Button
                    loading={save.isPending}
                    disabled={unchanged || (!configured && url.trim() === "")}
                    onClick={() => void submit()}
                  >
                    {t("settings.slack.save")}
                  </Button>
                  {configured ? (
                    <>
                      <Button variant="default" loading={notify.isPending} onClick={() => void test()}>
                        {t("settings.slack.test")}
                      </Button>
                      <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => void turnOff()}>
                        {t("settings.slack.turnOff")}
                      </Button>
                    </>
                  ) : null}
                </Group>
              </>
            ) : (
              <>
                <Text size="sm">
                  {slack.events.length > 0
                    ? t("settings.slack.chosen", {
                        events: slack.events
                          .map((e) => t(`settings.slack.eventNames.${e}`))
                          .join(t("settings.slack.listSeparator")),
                      })
                    : t("settings.slack.noneChosen")}
                </Text>
                <Alert variant="light" color="gray" p="xs">
                  {t("settings.slack.adminsOnly")}
                </Alert>
              </>
            )}
            {slack.recent_deliveries.length > 0 ? (
              <Stack
                gap={4}
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: "none" }}
                aria-label={t("settings.slack.recent")}
              >
                <Text size="sm" fw={600} component="li">
                  {t("settings.slack.recent")}
                </Text>
                {slack.recent_deliveries.map((d) => (
                  <Group key={d.id} component="li" gap="xs" wrap="wrap">
                    <Badge variant="light" color={STATUS_COLORS[d.status]} tt="none">
                      {t(`settings.slack.statuses.${d.status}`)}
                    </Badge>
                    <Text size="sm">{t(`settings.slack.kinds.${d.kind}`)}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(d.delivered_at ?? d.created_at)}
                      {d.attempts > 1 ? ` · ${t("settings.slack.attempts", { count: d.attempts })}` : ""}
                    </Text>
                    {d.last_error && d.status !== "delivered" ? (
                      <Text size="xs" c="red.8" style={{ overflowWrap: "anywhere" }}>
                        {errorText(d.last_error)}
                      </Text>
                    ) : null}
                  </Group>
                ))}
              </Stack>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
