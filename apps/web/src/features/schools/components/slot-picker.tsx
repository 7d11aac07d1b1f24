import { ActionIcon, Button, Group, Radio, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconCalendarOff, IconChevronLeft, IconChevronRight, IconWorld } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import {
  type SlotSelection,
  type SlotsByDate,
  shiftWeek,
  slotKey,
  weekCaption,
  weekRangeLabel,
  weekSlots,
  zoneLegend,
} from "../booking-model";
import { SlotCard } from "./slot-card";

interface SlotPickerProps {
  data: SlotsByDate | undefined;
  loading: boolean;
  weekStart: string;
  /** The first week that may be shown (the current one). */
  firstWeek: string;
  onWeekChange: (weekStart: string) => void;
  schoolZone: string;
  viewerZone: string;
  selected: SlotSelection | null;
  onSelect: (selection: SlotSelection) => void;
  error?: string | null;
}

/** A week of a school's open slots, day by day, each time shown in the school's zone and the viewer's. */
export function SlotPicker(props: SlotPickerProps) {
  const { data, loading, weekStart, firstWeek, onWeekChange, schoolZone, viewerZone, selected, onSelect, error } =
    props;
  const { t, i18n } = useTranslation("schools");
  const days = useMemo(() => weekSlots(data ?? {}, weekStart).filter((d) => d.slots.length > 0), [data, weekStart]);
  const dayName = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { weekday: "long", timeZone: "UTC" }),
    [i18n.language],
  );
  const range = weekRangeLabel(weekStart, i18n.language);
  const caption = weekCaption(weekStart, firstWeek);
  const legend = useMemo(
    () =>
      zoneLegend(
        days.flatMap((d) => d.slots),
        schoolZone,
        viewerZone,
      ),
    [days, schoolZone, viewerZone],
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Tooltip label={t("picker.previousWeek")}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("picker.previousWeek")}
            disabled={weekStart <= firstWeek}
            onClick={() => onWeekChange(shiftWeek(weekStart, -1))}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Stack gap={0} align="center" aria-live="polite">
          <Text fw={600} size="sm" data-testid="week-caption">
            {caption ? t(`picker.${caption}`) : range}
          </Text>
          {caption ? (
            <Text size="xs" c="dimmed">
              {range}
            </Text>
          ) : null}
          {weekStart !== firstWeek ? (
            <Button variant="subtle" size="compact-xs" onClick={() => onWeekChange(firstWeek)}>
              {t("picker.backToThisWeek")}
            </Button>
          ) : null}
        </Stack>
        <Tooltip label={t("picker.nextWeek")}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("picker.nextWeek")}
            onClick={() => onWeekChange(shiftWeek(weekStart, 1))}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>

      {!loading && days.length > 0 ? (
        <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed" data-testid="zone-legend">
          <IconWorld size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs">
            {legend.viewer
              ? t("picker.legend", { school: legend.school, viewer: legend.viewer })
              : t("picker.legendSame", { school: legend.school })}
          </Text>
        </Group>
      ) : null}

      {loading ? (
        // A week's times run past the screen: the placeholder does too, so what is under the list (the booking
        // fields, "Sign in to book") is not drawn on screen and then pushed off it (issue 28: CLS).
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          aria-busy="true"
          mih="100vh"
          style={{ alignContent: "start" }}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={86} radius="md" />
          ))}
        </SimpleGrid>
      ) : days.length === 0 ? (
        <Stack align="center" gap={6} py="xl" c="dimmed">
          <IconCalendarOff size={28} aria-hidden="true" />
          <Text size="sm" fw={500}>
            {t("picker.emptyTitle")}
          </Text>
          <Text size="xs" ta="center" maw={360}>
            {t("picker.emptyBody")}
          </Text>
          <Button variant="light" size="xs" onClick={() => onWeekChange(shiftWeek(weekStart, 1))}>
            {t("picker.nextWeek")}
          </Button>
        </Stack>
      ) : (
        <Radio.Group
          value={selected ? slotKey(selected) : null}
          onChange={(value) => {
            const [slot, date] = value.split(":");
            onSelect({ slot_id: Number(slot), date: date ?? "" });
          }}
          aria-label={t("picker.label")}
          error={error}
        >
          <Stack gap="md">
            {days.map((day) => (
              <Stack key={day.date} gap={6}>
                <Title order={4} fz="sm" c="dimmed" fw={600}>
                  {dayName.format(new Date(`${day.date}T00:00:00Z`))} · {formatDate(day.date)}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {day.slots.map((slot) => (
                    <SlotCard
                      key={slot.slot_id}
                      slot={slot}
                      date={day.date}
                      schoolZone={schoolZone}
                      viewerZone={viewerZone}
                      legend={legend}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {error && (loading || days.length === 0) ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
