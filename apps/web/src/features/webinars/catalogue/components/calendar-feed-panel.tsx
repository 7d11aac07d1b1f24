import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCalendarShare } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyIconButton } from "../../../../components/ui/copy-icon-button";
import { showSuccessToast } from "../../../../lib/api-client";
import { useGuestSession } from "../../session/guest-session-store";
import { useCreateCalendarFeed } from "../api/create-calendar-feed";
import { useRevokeCalendarFeed } from "../api/revoke-calendar-feed";
import { webcalUrl } from "../model";

/**
 * "Subscribe to my calendar": a private iCalendar address of the guest's sessions, shown once when made (with a copy
 * button and a webcal:// link), revocable. A new address replaces the old one.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation();
  const known = useGuestSession((s) => s.guest?.has_calendar_feed ?? false);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<"unknown" | "on" | "off">("unknown");
  const hasFeed = state === "on" || (state === "unknown" && known);

  const make = async () => {
    try {
      const answer = await create.mutateAsync();
      setUrl(answer.url);
      setState("on");
    } catch {
      // The error toast has been shown.
    }
  };
  const stop = async () => {
    try {
      await revoke.mutateAsync();
      setUrl(null);
      setState("off");
      showSuccessToast(t("webinars.catalogue.feed.revoked"));
    } catch {
      // The error toast has been shown.
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconCalendarShare size={22} color="var(--mantine-color-blue-6)" aria-hidden="true" />
          <Title order={2} size="h4">
            {t("webinars.catalogue.feed.title")}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t("webinars.catalogue.feed.body")}
        </Text>
        {url ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t("webinars.catalogue.feed.once")}
            </Text>
            <TextInput
              readOnly
              value={url}
              aria-label={t("webinars.catalogue.feed.address")}
              onFocus={(e) => e.currentTarget.select()}
              rightSection={
                <CopyIconButton
                  value={url}
                  copyLabel={t("webinars.catalogue.feed.copy")}
                  copiedLabel={t("webinars.catalogue.feed.copied")}
                />
              }
            />
            <Anchor href={webcalUrl(url)} size="sm" fw={600}>
              {t("webinars.catalogue.feed.openInApp")}
            </Anchor>
          </Stack>
        ) : null}
        <Group gap="sm">
          <Button variant={hasFeed ? "default" : "filled"} loading={create.isPending} onClick={() => void make()}>
            {hasFeed ? t("webinars.catalogue.feed.renew") : t("webinars.catalogue.feed.create")}
          </Button>
          {hasFeed ? (
            <Button variant="subtle" color="red" loading={revoke.isPending} onClick={() => void stop()}>
              {t("webinars.catalogue.feed.revoke")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
