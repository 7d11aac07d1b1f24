import { NumberInput, type NumberInputProps } from "@mantine/core";
import { DateInput, type DateInputProps, TimeInput, type TimeInputProps } from "@mantine/dates";
import { CAPACITY_MAX, CAPACITY_MIN } from "@quad/contract/rules/availability";
import { DATE_FORMAT } from "@quad/contract/rules/formats";
import { IconCalendar, IconClock } from "@tabler/icons-react";

/** A date typed (YYYY-MM-DD or "Sep 06, 2027") or picked, shown as MMM DD, YYYY. */
export function DateField(props: DateInputProps) {
  return (
    <DateInput
      valueFormat={DATE_FORMAT}
      placeholder="YYYY-MM-DD"
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      popoverProps={{ withinPortal: true }}
      firstDayOfWeek={1}
      {...props}
    />
  );
}

/** A wall-clock time (HH:mm) in the school's zone. */
export function TimeField(props: TimeInputProps) {
  return <TimeInput leftSection={<IconClock size={16} aria-hidden="true" />} {...props} />;
}

/** Visits one slot takes (spec: whole number within bounds). */
export function CapacityField(props: NumberInputProps) {
  return <NumberInput min={CAPACITY_MIN} max={CAPACITY_MAX} clampBehavior="none" {...props} />;
}
