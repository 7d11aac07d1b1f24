import { DatePickerInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { IconCalendar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { dateInputFormat, dayjs } from "../../../lib/dates";
import type { DayRange, RangeKey } from "../model/filters";

const ISO = "YYYY-MM-DD";

/** A whole-day range filter (date applied, document upload date): both ends chosen, or none. */
export function DateRangeFilter({
  rangeKey,
  value,
  onChange,
}: {
  rangeKey: RangeKey;
  value: DayRange | undefined;
  onChange: (range: DayRange | null) => void;
}) {
  const { t } = useTranslation("applications");
  return (
    <DatePickerInput
      type="range"
      label={t(`filters.ranges.${rangeKey}`)}
      placeholder={t("filters.anyDate")}
      styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      valueFormat={dateInputFormat()}
      value={[value?.from ?? null, value?.to ?? null]}
      onChange={([from, to]) => {
        if (from && !to) return;
        onChange(from && to ? { from: dayjs(from).format(ISO), to: dayjs(to).format(ISO) } : null);
      }}
      clearable
      allowSingleDateInRange
      size="sm"
      data-range={rangeKey}
      popoverProps={{ withinPortal: true }}
    />
  );
}
