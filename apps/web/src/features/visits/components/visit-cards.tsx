import { Card, Group, Skeleton, Stack, Text, UnstyledButton } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { useTranslation } from "react-i18next";
import type { VisitAction } from "../model";
import { VisitBadges } from "./visit-badges";
import { VisitRowActions } from "./visit-row-actions";
import { counterpartName } from "./visit-summary";
import { VisitWhen } from "./visit-when";

interface VisitCardsProps {
  events: Event[];
  type: InstituteType;
  zone: string;
  onAction: (action: VisitAction, event: Event) => void;
  onOpen: (event: Event) => void;
}

/** The visits list on a phone: one card per visit. */
export function VisitCards({ events, type, zone, onAction, onOpen }: VisitCardsProps) {
  const { t } = useTranslation("visits");
  return (
    <Stack gap="sm" aria-label={t("list.tableLabel")} role="list">
      {events.map((e) => (
        <Card key={e.id} withBorder radius="md" p="md" role="listitem">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <UnstyledButton onClick={() => onOpen(e)} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={700} lineClamp={2}>
                {counterpartName(e, type)}
              </Text>
            </UnstyledButton>
            <VisitRowActions event={e} type={type} onAction={onAction} onOpen={onOpen} />
          </Group>
          <Stack gap="xs" mt="xs">
            <VisitBadges event={e} size="sm" />
            <VisitWhen event={e} zone={zone} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Loading placeholder of the phone list. */
export function VisitCardsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder radius="md" p="md">
          <Skeleton h={16} w="60%" />
          <Skeleton h={12} w="30%" mt="sm" />
          <Skeleton h={12} w="80%" mt="xs" />
        </Card>
      ))}
    </Stack>
  );
}
