import { Alert, Group, Loader, Radio, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import "@mantine/dates/styles.css";
import type { Event } from "@quad/contract/api/events";
import { IconCalendarOff } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, todayIn } from "../../../lib/dates";
import { useSchoolAvailability } from "../api/get-school-availability";
import { type DaySlot, monthRange, openSlots } from "../reschedule";
import { zonedTime } from "../times";

export interface SlotChoice {
  slot_id: number;
  event_date: string;
}

interface SlotPickerProps {
  event: Event;
  zone: string;
  month: string;
  onMonthChange: (month: string) => void;
  date: string | null;
  onDateChange: (date: string | null) => void;
  value: SlotChoice | null;
  onChange: (choice: SlotChoice | null) => void;
  error?: string;
}

const key = (c: SlotChoice) => `${c.slot_id}@${c.event_date}`;

/** A month of the school's open slots: pick a day, then one of its times (school zone and the viewer's). */
export function SlotPicker(props: SlotPickerProps) {
  const { event, zone, month, onMonthChange, date, onDateChange, value, onChange, error } = props;
  const { t } = useTranslation("visits");
  const range = monthRange(month);
  const availability = useSchoolAvailability(
    { schoolId: event.school.id, universityId: event.university.id, ...range },
    true,
  );
  const today = todayIn(event.school_timezone);
  const open = useMemo(() => openSlots(availability.data?.data ?? {}, new Date(), event), [availability.data, event]);
  const openDates = Object.keys(open);
  const slots: DaySlot[] = date ? (open[date] ?? []) : [];

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={6} align="center">
          <DatePicker
            aria-label={t("reschedule.calendar")}
            date={month}
            onDateChange={(d) => onMonthChange(`${d.slice(0, 7)}-01`)}
            value={date}
            onChange={(d) => {
              onDateChange(d);
              onChange(null);
            }}
            minDate={today}
            excludeDate={(d) => !open[d]}
            getDayProps={(d) => (open[d] ? { fw: 700 } : {})}
            ariaLabels={{
              nextMonth: t("reschedule.nextMonth"),
              previousMonth: t("reschedule.previousMonth"),
            }}
          />
          <Group gap={6} mih={20}>
            {availability.isFetching ? <Loader size="xs" type="dots" aria-hidden="true" /> : null}
            <Text size="xs" c="dimmed" aria-live="polite">
              {availability.isFetching
                ? t("reschedule.loadingSlots")
                : t("reschedule.openDays", { count: openDates.length })}
            </Text>
          </Group>
        </Stack>

        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {date ? t("reschedule.timesOn", { date: formatDate(date) }) : t("reschedule.pickDay")}
          </Text>
          {availability.isLoading ? (
            <>
              <Skeleton h={56} />
              <Skeleton h={56} />
            </>
          ) : !date ? (
            openDates.length === 0 ? (
              <Alert color="gray" variant="light" icon={<IconCalendarOff size={18} aria-hidden="true" />}>
                {t("reschedule.noneThisMonth")}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                {t("reschedule.pickDayHint")}
              </Text>
            )
          ) : (
            <Radio.Group
              value={value ? key(value) : null}
              onChange={(v) => {
                const slot = slots.find((s) => key({ slot_id: s.slot_id, event_date: date }) === v);
                onChange(slot ? { slot_id: slot.slot_id, event_date: date } : null);
              }}
              aria-label={t("reschedule.times")}
            >
              <Stack gap="xs">
                {slots.map((s) => {
                  const school = zonedTime(new Date(s.starts_at), new Date(s.ends_at), s.timezone);
                  const mine = zone !== s.timezone ? zonedTime(new Date(s.starts_at), new Date(s.ends_at), zone) : null;
                  const id = key({ slot_id: s.slot_id, event_date: date });
                  return (
                    <Radio.Card key={id} value={id} radius="md" p="sm" withBorder>
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator mt={2} />
                        <Stack gap={2} style={{ minWidth: 0 }}>
                          <Text size="sm" fw={600}>
                            {t("when.range", { from: school.from, to: school.to })}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {school.label}
                          </Text>
                          {mine ? (
                            <Text size="xs" c="dimmed">
                              {t("when.yourTime", { date: mine.date, from: mine.from, to: mine.to })} · {mine.label}
                            </Text>
                          ) : null}
                          <Text size="xs" c="teal.9">
                            {t("reschedule.placesLeft", { count: s.remaining, capacity: s.capacity })}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </Stack>
            </Radio.Group>
          )}
        </Stack>
      </SimpleGrid>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
