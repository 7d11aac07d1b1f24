import { Alert, Box, Button, Group, Stack, Text } from "@mantine/core";
import type { PendingFeedbackSchema } from "@quad/contract/api/schools";
import { IconStar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDate } from "../../../lib/dates";
import { usePendingFeedbacks } from "../api/pending-feedbacks";

export type PendingFeedback = z.infer<typeof PendingFeedbackSchema>;

const SHOWN = 3;

/** After past visits: "Rate your visit to X", opening the rating form. Nothing when all visits are rated. */
export function FeedbackPrompt({ onRate }: { onRate: (visit: PendingFeedback) => void }) {
  const { t } = useTranslation("schools");
  const pending = usePendingFeedbacks();
  const events = pending.data?.events ?? [];
  if (!events.length) return null;
  const more = (pending.data?.total_feedbacks ?? events.length) - Math.min(SHOWN, events.length);
  return (
    <Box component="section" aria-label={t("feedback.promptLabel")} mb="lg">
      <Alert
        color="yellow"
        variant="light"
        radius="lg"
        icon={<IconStar size={20} aria-hidden="true" />}
        title={t("feedback.promptTitle", { count: pending.data?.total_feedbacks ?? events.length })}
      >
        <Stack gap="xs">
          <Text size="sm">{t("feedback.promptBody")}</Text>
          {events.slice(0, SHOWN).map((visit) => (
            <Group key={visit.event_id} justify="space-between" gap="xs" wrap="wrap" miw={0}>
              <Text size="sm" fw={500} miw={0} style={{ overflowWrap: "anywhere" }}>
                {t("feedback.visitOn", { school: visit.school_name, date: formatDate(visit.event_date) })}
              </Text>
              <Button
                size="xs"
                variant="white"
                color="dark"
                leftSection={<IconStar size={14} aria-hidden="true" />}
                onClick={() => onRate(visit)}
                // A long school name wraps inside the button instead of pushing it out of the card on a phone.
                maw="100%"
                h="auto"
                mih={30}
                py={6}
                styles={{ label: { whiteSpace: "normal", textAlign: "start", overflowWrap: "anywhere" } }}
              >
                {t("feedback.rateVisit", { school: visit.school_name })}
              </Button>
            </Group>
          ))}
          {more > 0 ? (
            <Text size="xs" c="dimmed">
              {t("feedback.more", { count: more })}
            </Text>
          ) : null}
        </Stack>
      </Alert>
    </Box>
  );
}
