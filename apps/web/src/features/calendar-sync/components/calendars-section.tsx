import { Alert, Button, Checkbox, ColorSwatch, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { CalendarsResponse } from "@quad/contract/api/calendar-sync";
import { MESSAGES } from "@quad/contract/rules/messages";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { translateServerMessage } from "../../../lib/server-messages";
import { useFetchCalendars } from "../api/fetch-calendars";
import { useSetCalendars } from "../api/set-calendars";
import { chosenIds } from "../model";

/** Choose the calendars Quad writes to: at least one ("Atleast 1 Calendar required", spec 1 §5). */
export function CalendarsSection({ partnerId, status }: { partnerId: number; status: CalendarsResponse }) {
  const { t } = useTranslation(["calendarSync", "translation"], { nsMode: "fallback" });
  const save = useSetCalendars(partnerId);
  const refresh = useFetchCalendars(partnerId);
  const saved = chosenIds(status);
  const [chosen, setChosen] = useState<string[]>(saved);
  const [error, setError] = useState<string | null>(null);
  const savedKey = saved.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice follows the saved one when it changes
  useEffect(() => setChosen(saved), [savedKey]);

  const submit = async () => {
    if (chosen.length === 0) {
      setError(translateServerMessage(MESSAGES.calendarRequired, t));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(chosen);
      showSuccessToast(t("calendars.saved"));
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        const body = err.body as { errors?: Record<string, string> } | undefined;
        setError(translateServerMessage(Object.values(body?.errors ?? {})[0] ?? err.message, t));
      }
    }
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg">
              {t("calendars.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("calendars.body")}
            </Text>
          </div>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            {t("calendars.refresh")}
          </Button>
        </Group>
        {status.calendars.length === 0 ? (
          <Text size="sm" data-testid="no-calendars">
            {status.last_error ? t("calendars.unread") : t("calendars.none")}
          </Text>
        ) : (
          <Checkbox.Group
            value={chosen}
            onChange={(v) => {
              setChosen(v);
              if (v.length > 0) setError(null);
            }}
            label={t("calendars.label")}
            error={error}
          >
            <Stack gap="xs" mt="xs">
              {status.calendars.map((c) => (
                <Checkbox
                  key={c.id}
                  value={c.id}
                  label={
                    <Group gap={8} wrap="nowrap">
                      {c.color ? <ColorSwatch color={c.color} size={12} aria-hidden="true" /> : null}
                      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                        {c.name}
                      </Text>
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {error && status.calendars.length === 0 ? <Alert color="red">{error}</Alert> : null}
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={status.calendars.length === 0}
          w={{ base: "100%", xs: "auto" }}
          style={{ alignSelf: "flex-start" }}
        >
          {t("calendars.save")}
        </Button>
      </Stack>
    </Paper>
  );
}
