import { Badge, Button, Card, Group, List, Modal, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import type { PlanArea, TierNeed } from "@quad/contract/rules/plans";
import { IconCircleCheck, IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateContactRequest } from "../../lib/contact-request";
import { translateServerMessage } from "../../lib/server-messages";
import { useSessionStore } from "../../lib/session-store";
import { showSuccessToast } from "../../lib/api-client";

export interface PlanOfferFigure {
  /** What is counted, already translated. */
  label: string;
  /** The figure, already formatted for the reader's language. */
  value: string;
}

export interface PlanOfferProps {
  area: PlanArea;
  /** What the request asks for: the area itself (`free`) or its paid plan (`paid`). */
  need: TierNeed;
  /** Translated texts of the area: a title, one line, and what it brings. */
  title: string;
  lead: string;
  points: string[];
  /** Real figures of the platform that show what the area holds (never a person's data). */
  figures: PlanOfferFigure[];
}

/**
 * What an area the plan does not open offers (issue 26 §1): real sample figures, what it brings, and a request to
 * customer success (POST users/{id}/contact_uem, request_type "upgrade") naming the area.
 */
export function PlanOffer({ area, need, title, lead, points, figures }: PlanOfferProps) {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.data?.id);
  const send = useCreateContactRequest(userId ?? 0);
  const [open, setOpen] = useState(false);
  const [comments, setComments] = useState("");
  const [sent, setSent] = useState(false);

  const submit = async () => {
    const text = [t(`plan.request.${need}`, { area: t(`plan.area.${area}`) }), comments.trim()].filter(Boolean);
    const res = await send.mutateAsync({ request_type: "upgrade", comments: text.join("\n\n") }).catch(() => null);
    if (!res) return;
    showSuccessToast(translateServerMessage(res.message, t));
    setSent(true);
    setOpen(false);
  };

  return (
    <Card withBorder radius="lg" padding="xl" data-plan-offer={area}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconLock size={22} aria-hidden="true" />
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {title}
              </Title>
              <Badge variant="light" color={need === "paid" ? "grape" : "gray"}>
                {t(`plan.badge.${need}`)}
              </Badge>
            </Group>
            <Text c="dimmed">{lead}</Text>
          </Stack>
        </Group>
        {figures.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(figures.length, 4) }} spacing="md">
            {figures.map((f) => (
              <Card key={f.label} withBorder radius="md" padding="md">
                <Text fz={28} fw={700} lh={1.1}>
                  {f.value}
                </Text>
                <Text size="sm" c="dimmed">
                  {f.label}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
        <List spacing="xs" icon={<IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden="true" />}>
          {points.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
        <Group>
          {sent ? (
            <Text c="teal.8" fw={600} role="status">
              {t("plan.request.sent")}
            </Text>
          ) : (
            <Button onClick={() => setOpen(true)} disabled={!userId}>
              {t(`plan.request.button.${need}`)}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t(`plan.request.button.${need}`)} centered radius="lg">
        <Stack gap="md">
          <Text size="sm">{t(`plan.request.${need}`, { area: t(`plan.area.${area}`) })}</Text>
          <Textarea
            label={t("plan.request.comments")}
            autosize
            minRows={3}
            maxLength={1800}
            value={comments}
            onChange={(e) => setComments(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
            <Button onClick={submit} loading={send.isPending}>
              {t("plan.request.send")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
