import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { PlanArea, TierNeed } from "@quad/contract/rules/plans";
import { IconCircleCheck, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PlanRequest } from "./plan-request";

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
  return (
    <Card withBorder radius="lg" padding="xl" data-plan-offer={area}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconLock size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 4 }} />
          <Stack gap={4} miw={0}>
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
        {points.length > 0 && (
          <List
            spacing="xs"
            icon={<IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden="true" />}
          >
            {points.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        )}
        <Group>
          <PlanRequest area={area} need={need} />
        </Group>
      </Stack>
    </Card>
  );
}
