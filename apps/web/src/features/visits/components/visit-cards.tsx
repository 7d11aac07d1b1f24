import { Card, Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { IconMapPin, IconMessage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CardInView } from "../../../components/ui/when-visible";
import { useCountryName } from "../../../lib/reference/country-names";
import { schoolPlace, type VisitAction, visitSide } from "../model";
import { reasonSlug } from "../reasons";
import { VisitBadges } from "./visit-badges";
import { VisitRowActions } from "./visit-row-actions";
import { counterpartName } from "./visit-summary";
import { VisitWhen } from "./visit-when";

interface VisitCardsProps {
  events: Event[];
  type: InstituteType;
  zone: string;
  onAction: (action: VisitAction, event: Event) => void;
  onMessage?: (event: Event) => void;
  onOpen: (event: Event) => void;
}

/** The visits list on a phone: one card per visit. */
export function VisitCards({ events, type, zone, onAction, onOpen, onMessage }: VisitCardsProps) {
  const { t } = useTranslation("visits");
  const countryName = useCountryName();
  const school = visitSide(type) === "School";
  return (
    <Stack gap="sm" aria-label={t("list.tableLabel")} role="list">
      {events.map((e, i) => (
        <CardInView key={e.id} at={i} minHeight={150}>
          <Card withBorder radius="md" p="md" role="listitem">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <UnstyledButton onClick={() => onOpen(e)} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={700} lineClamp={2}>
                  {counterpartName(e, type)}
                </Text>
                {!school && schoolPlace(e, countryName) ? (
                  <Text size="xs" c="dimmed">
                    {schoolPlace(e, countryName)}
                  </Text>
                ) : null}
              </UnstyledButton>
              <VisitRowActions event={e} type={type} onAction={onAction} onOpen={onOpen} onMessage={onMessage} />
            </Group>
            <Stack gap="xs" mt="xs">
              <VisitBadges event={e} size="sm" />
              <VisitWhen event={e} zone={zone} />
              {/* As the table's location column and the reason under its status (issue 9 §14). */}
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconMapPin size={15} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm" c={e.location ? undefined : "dimmed"} style={{ overflowWrap: "anywhere" }}>
                  <VisuallyHidden>{t("columns.location")}: </VisuallyHidden>
                  {e.location ?? t("detail.noLocation")}
                </Text>
              </Group>
              {e.reason ? (
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconMessage size={15} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="sm" c="dimmed">
                    <VisuallyHidden>{t("detail.reason")}: </VisuallyHidden>
                    {t(`reasonNames.${reasonSlug(e.reason)}`, { defaultValue: e.reason })}
                  </Text>
                </Group>
              ) : null}
            </Stack>
          </Card>
        </CardInView>
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
