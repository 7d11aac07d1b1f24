import { NumberInput, type NumberInputProps } from "@mantine/core";
import { DateInput, type DateInputProps, TimePicker, type TimePickerProps } from "@mantine/dates";
import { CAPACITY_MAX, CAPACITY_MIN } from "@quad/contract/rules/availability";
import { DATE_FORMAT } from "@quad/contract/rules/formats";
import { IconCalendar, IconClock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePickerOpenReport } from "../../../components/ui/picker-escape";
import { pickerMonth } from "../slot-form";

interface DateFieldProps extends Omit<DateInputProps, "value" | "onChange" | "minDate"> {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The first date that may be chosen (YYYY-MM-DD, today in the school's zone for new slots). */
  minDate?: string;
  /** The date this picker follows when empty (the end date follows the start date). */
  follows?: string | null;
  /** Today in the school's zone. */
  today: string;
}

/**
 * A date typed (YYYY-MM-DD or "Sep 06, 2027") or picked, shown as MMM DD, YYYY. Days before `minDate` are disabled;
 * the calendar opens on the value's month, else the month of the date it follows. Escape closes the calendar only.
 */
export function DateField({ value, onChange, minDate, follows, today, popoverProps, ...props }: DateFieldProps) {
  const { t } = useTranslation("availability");
  const [opened, setOpened] = useState(false);
  const [month, setMonth] = useState(() => pickerMonth(value ?? null, follows, minDate, today));
  usePickerOpenReport(opened);
  return (
    <DateInput
      valueFormat={DATE_FORMAT}
      placeholder="YYYY-MM-DD"
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      firstDayOfWeek={1}
      previousLabel={t("form.previousMonth")}
      nextLabel={t("form.nextMonth")}
      value={value}
      onChange={(next) => onChange?.(next ? String(next).slice(0, 10) : null)}
      minDate={minDate}
      date={month}
      onDateChange={(d) => setMonth(String(d).slice(0, 10))}
      popoverProps={{
        withinPortal: true,
        ...popoverProps,
        onOpen: () => {
          setMonth(pickerMonth(value ?? null, follows, minDate, today));
          setOpened(true);
        },
        onClose: () => setOpened(false),
      }}
      {...props}
    />
  );
}

interface TimeFieldProps extends Omit<TimePickerProps, "value" | "onChange"> {
  value?: string;
  onChange?: (value: string) => void;
  /** The field's name for assistive technology ("Time from", "Time to, slot 2"). */
  name: string;
}

/**
 * A wall-clock time (HH:mm, 24-hour) in the school's zone: hours and minutes typed, or picked from the dropdown
 * (5-minute steps). The dropdown is controlled here so Escape closes it without closing the dialog.
 */
export function TimeField({ value, onChange, name, onKeyDown, ...props }: TimeFieldProps) {
  const { t } = useTranslation("availability");
  const [opened, setOpened] = useState(false);
  usePickerOpenReport(opened);
  return (
    <TimePicker
      format="24h"
      withDropdown
      minutesStep={5}
      leftSection={<IconClock size={16} aria-hidden="true" />}
      hoursInputLabel={t("form.hoursOf", { field: name })}
      minutesInputLabel={t("form.minutesOf", { field: name })}
      value={value}
      onChange={onChange}
      popoverProps={{ withinPortal: true, opened, onChange: setOpened }}
      onFocusCapture={() => setOpened(true)}
      onBlurCapture={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpened(false);
      }}
      onClick={() => setOpened(true)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && opened) setOpened(false);
        onKeyDown?.(e);
      }}
      {...props}
    />
  );
}

/** Visits one slot takes (spec: whole number within bounds). */
export function CapacityField(props: NumberInputProps) {
  return <NumberInput min={CAPACITY_MIN} max={CAPACITY_MAX} clampBehavior="none" {...props} />;
}
