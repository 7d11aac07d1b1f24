import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Tooltip } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import { IconMapPin, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { fieldErrorText } from "../../../lib/server-messages";
import { useUpdateEventLocation } from "../api/update-event-location";
import { visitErrorText } from "./notify";

/** Where the visit takes place; the school edits it (PUT schools/{id}/update_event_location). */
export function LocationCard({ event, editable }: { event: Event; editable: boolean }) {
  const { t } = useTranslation("visits");
  const update = useUpdateEventLocation();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(event.location ?? "");
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const location = value.trim();
    if (!location) {
      setError(t("detail.locationRequired"));
      return;
    }
    try {
      await update.mutateAsync({ id: event.id, location });
      showSuccessToast(t("detail.locationSaved"));
      setEditing(false);
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors.location : undefined;
      setError(field ? fieldErrorText(field, t("detail.location"), t as never) : visitErrorText(err, t));
    }
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          <IconMapPin size={18} aria-hidden="true" />
          <Text fw={700}>{t("detail.location")}</Text>
        </Group>
        {editable && !editing ? (
          <Tooltip label={t("detail.editLocation")}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("detail.editLocation")}
              onClick={() => {
                setValue(event.location ?? "");
                setError(null);
                setEditing(true);
              }}
            >
              <IconPencil size={17} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {editing ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t("detail.location")}
              description={t("detail.locationHint")}
              value={value}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              autosize
              minRows={2}
              maxLength={300}
              withAsterisk
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setEditing(false)}>
                {t("detail.cancelEdit")}
              </Button>
              <Button type="submit" size="xs" loading={update.isPending}>
                {t("detail.saveLocation")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm" c={event.location ? undefined : "dimmed"}>
          {event.location ?? t("detail.noLocation")}
        </Text>
      )}
    </Paper>
  );
}
