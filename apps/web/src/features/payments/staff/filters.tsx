import { Button, Group, Select, SimpleGrid } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { PAYMENT_KINDS, PAYMENT_STATUSES } from "@quad/contract/rules/payments";
import { IconCalendar, IconFilterOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { dateInputFormat, dayjs } from "../../../lib/dates";
import { usePaymentPrograms } from "../api/list-payment-programs";
import styles from "./filters.module.css";
import { isFiltered, type StaffSearch } from "./model";

interface FiltersProps {
  search: StaffSearch;
  onChange: (patch: Partial<StaffSearch>) => void;
  onClear: () => void;
}

const iso = (value: unknown): string | null => (value ? dayjs(value as string).format("YYYY-MM-DD") : null);

/** The list's filters: program, status, kind, and the creation day from and to. */
export function PaymentFilters({ search, onChange, onClear }: FiltersProps) {
  const { t } = useTranslation("payments");
  const programs = usePaymentPrograms();
  const programOptions = (programs.data?.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  const dateProps = {
    leftSection: <IconCalendar size={16} aria-hidden="true" />,
    valueFormat: dateInputFormat(),
    clearable: true,
    placeholder: t("staff.filters.anyDay"),
    // Mantine's placeholder grey reads at 2:1; this one at 8:1, as the applications' date filter.
    styles: { placeholder: { color: "var(--mantine-color-gray-7)" } },
    size: "sm" as const,
    popoverProps: { withinPortal: true },
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="payment-filters">
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 5 }} spacing="sm" style={{ flex: 1, minWidth: 0 }}>
        <Select
          className={styles.program}
          size="sm"
          label={t("staff.filters.program")}
          placeholder={t("staff.filters.allPrograms")}
          data={programOptions}
          value={search.program ? String(search.program) : null}
          onChange={(v) => onChange({ program: v ? Number(v) : null })}
          searchable={programOptions.length > 8}
          clearable
          nothingFoundMessage={t("staff.filters.noProgram")}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          size="sm"
          label={t("staff.filters.status")}
          placeholder={t("staff.filters.allStatuses")}
          data={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`staff.status.${s}`) }))}
          value={search.status}
          onChange={(v) => onChange({ status: (v as StaffSearch["status"]) ?? null })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          size="sm"
          label={t("staff.filters.kind")}
          placeholder={t("staff.filters.allKinds")}
          data={PAYMENT_KINDS.map((k) => ({ value: k, label: t(`staff.kind.${k}`) }))}
          value={search.kind}
          onChange={(v) => onChange({ kind: (v as StaffSearch["kind"]) ?? null })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <DatePickerInput
          {...dateProps}
          label={t("staff.filters.from")}
          value={search.from}
          maxDate={search.to ?? undefined}
          onChange={(v) => onChange({ from: iso(v) })}
        />
        <DatePickerInput
          {...dateProps}
          label={t("staff.filters.to")}
          value={search.to}
          minDate={search.from ?? undefined}
          onChange={(v) => onChange({ to: iso(v) })}
        />
      </SimpleGrid>
      {isFiltered(search) ? (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden="true" />} onClick={onClear}>
          {t("staff.filters.clear")}
        </Button>
      ) : null}
    </Group>
  );
}
