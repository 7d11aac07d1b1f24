import { Group, Paper, Stack, Text } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import { useTranslation } from "react-i18next";

/** Who asked for the visit, their note and who comes: what a school reads before confirming or declining. */
export function RequestContext({ event }: { event: Event }) {
  const { t } = useTranslation("visits");
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Field label={t("detail.requestedBy")}>
          <Requester event={event} />
        </Field>
        <Field label={t("detail.note")}>
          <Text size="sm" c={event.note ? undefined : "dimmed"} style={{ whiteSpace: "pre-line" }} lineClamp={6}>
            {event.note ?? t("detail.noNote")}
          </Text>
        </Field>
        <Field label={t("detail.attendees", { count: event.attendees.length })}>
          <Text size="sm" c={event.attendees.length ? undefined : "dimmed"}>
            {event.attendees.length ? event.attendees.map((a) => a.name).join(", ") : t("detail.noAttendees")}
          </Text>
        </Field>
      </Stack>
    </Paper>
  );
}

/** Who asked for the visit: name and email, or that the account is gone. */
export function Requester({ event }: { event: Pick<Event, "requested_by"> }) {
  const { t } = useTranslation("visits");
  if (!event.requested_by)
    return (
      <Text size="sm" c="dimmed">
        {t("detail.requesterGone")}
      </Text>
    );
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={600}>
        {event.requested_by.name}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {event.requested_by.email}
      </Text>
    </Group>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
