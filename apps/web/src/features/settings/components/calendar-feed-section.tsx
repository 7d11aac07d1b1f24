import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCalendarShare } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CopyIconButton } from "../../../components/ui/copy-icon-button";
import { showSuccessToast } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { useCalendarFeed, useResetCalendarFeed, useTurnOffCalendarFeed } from "../api/calendar-feed";

/**
 * The signed-in user's calendar feed (issue 25 §1): a private iCalendar address of their institution's confirmed
 * visits and the sessions they host or join, to subscribe to in any calendar app. Shown whenever the section is
 * opened, with a copy button and a webcal:// link; a reset makes a new address and ends the old one.
 * Self-contained (loads its texts), so /calendar-sync can show it too.
 */
export function CalendarFeedSection() {
  const ready = useNamespace("account");
  const { t, i18n } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const off = useTurnOffCalendarFeed();
  const current = feed.data?.calendar_feed ?? null;

  const make = async () => {
    try {
      await reset.mutateAsync();
      if (current) showSuccessToast(t("settings.calendarFeed.resetDone"));
    } catch {
      // The error toast has been shown.
    }
  };
  const stop = async () => {
    try {
      await off.mutateAsync();
      showSuccessToast(t("settings.calendarFeed.offDone"));
    } catch {
      // The error toast has been shown.
    }
  };

  if (!ready) return <Skeleton height={160} radius="md" />;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="calendar-feed-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: "1 1 16rem", minWidth: 0 }}>
            <IconCalendarShare
              size={22}
              color="var(--mantine-color-quad-6)"
              aria-hidden="true"
              style={{ flexShrink: 0 }}
            />
            <div style={{ minWidth: 0 }}>
              <Title order={3} fz="md" id="calendar-feed-title">
                {t("settings.calendarFeed.title")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("settings.calendarFeed.description")}
              </Text>
            </div>
          </Group>
          {feed.data ? (
            <Badge variant="light" color={current ? "teal" : "gray"} size="lg" tt="none">
              {current ? t("settings.calendarFeed.on") : t("settings.calendarFeed.off")}
            </Badge>
          ) : null}
        </Group>
        {feed.isPending ? <Skeleton height={36} /> : null}
        {current ? (
          <Stack gap="xs">
            <TextInput
              readOnly
              value={current.url}
              label={t("settings.calendarFeed.address")}
              onFocus={(e) => e.currentTarget.select()}
              rightSection={
                <CopyIconButton
                  value={current.url}
                  copyLabel={t("settings.calendarFeed.copy")}
                  copiedLabel={t("settings.calendarFeed.copied")}
                />
              }
            />
            <Text size="xs" c="dimmed">
              {[
                t("settings.calendarFeed.since", { date: formatDateTime(current.created_at) }),
                t("settings.calendarFeed.private"),
              ].join(i18n.language === "zh-CN" ? "" : " ")}
            </Text>
            <Anchor href={current.webcal_url} size="sm" fw={600}>
              {t("settings.calendarFeed.openInApp")}
            </Anchor>
          </Stack>
        ) : null}
        {feed.data ? (
          <Group gap="sm">
            <Button variant={current ? "default" : "filled"} loading={reset.isPending} onClick={() => void make()}>
              {current ? t("settings.calendarFeed.reset") : t("settings.calendarFeed.turnOn")}
            </Button>
            {current ? (
              <Button variant="subtle" color="red" loading={off.isPending} onClick={() => void stop()}>
                {t("settings.calendarFeed.turnOff")}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
