import { Divider, Group, Stack, Text } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import { IconNotes, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { reasonSlug } from "../reasons";
import { Requester } from "./request-context";

/** Who asked, the note to the school, the reason of the last change, and who attends. */
export function VisitDetails({ event }: { event: Event }) {
  const { t } = useTranslation("visits");
  return (
    <SectionCard title={t("detail.details")} icon={<IconNotes size={18} aria-hidden="true" />}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t("detail.requestedBy")}
          </Text>
          <Requester event={event} />
        </Stack>
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t("detail.note")}
          </Text>
          <Text size="sm" c={event.note ? undefined : "dimmed"} style={{ whiteSpace: "pre-line" }}>
            {event.note ?? t("detail.noNote")}
          </Text>
        </Stack>
        {event.reason ? (
          <Stack gap={2}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t("detail.reason")}
            </Text>
            <Text size="sm">{t(`reasonNames.${reasonSlug(event.reason)}`, { defaultValue: event.reason })}</Text>
          </Stack>
        ) : null}
        <Divider />
        <Stack gap={6}>
          <Group gap={6}>
            <IconUsers size={16} aria-hidden="true" />
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t("detail.attendees", { count: event.attendees.length })}
            </Text>
          </Group>
          {event.attendees.length ? (
            event.attendees.map((a) => (
              <Group key={a.email} gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {a.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {a.email}
                </Text>
              </Group>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t("detail.noAttendees")}
            </Text>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
