import { Button, Group, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isFiltered, type ProgramsSearch, STATUS_FILTERS, TYPE_FILTERS } from "../model";

interface ProgramsFiltersProps {
  search: ProgramsSearch;
  universities: { id: number; name: string }[];
  onChange: (patch: Partial<ProgramsSearch>) => void;
  onClear: () => void;
  /** A school's catalogue (decision 074): every program is active, so no status filter. */
  school?: boolean;
}

/** Search by name and the status, type and university filters; every value lives in the URL. */
export function ProgramsFilters({ search, universities, onChange, onClear, school }: ProgramsFiltersProps) {
  const { t } = useTranslation("programs");
  const [text, setText] = useState(search.q);
  const debounced = useDebouncedCallback((q: string) => onChange({ q: q.trim() }), 300);
  // The box follows the address (a reset, the back button).
  useEffect(() => setText(search.q), [search.q]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={t("filters.search")}
        placeholder={t("filters.search")}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        style={{ flex: "1 1 240px" }}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          debounced(e.currentTarget.value);
        }}
      />
      {school ? null : (
        <Select
          aria-label={t("filters.status")}
          w={{ base: "100%", xs: 190 }}
          value={search.status}
          allowDeselect={false}
          onChange={(v) =>
            onChange({ status: (STATUS_FILTERS.find((s) => s === v) ?? "all") as ProgramsSearch["status"] })
          }
          data={STATUS_FILTERS.map((s) => ({
            value: s,
            label: s === "all" ? t("filters.allStatuses") : t(`statuses.${s}`),
          }))}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Select
        aria-label={t("filters.type")}
        w={{ base: "100%", xs: 190 }}
        value={search.type}
        allowDeselect={false}
        onChange={(v) => onChange({ type: (TYPE_FILTERS.find((s) => s === v) ?? "all") as ProgramsSearch["type"] })}
        data={TYPE_FILTERS.map((s) => ({ value: s, label: s === "all" ? t("filters.allTypes") : t(`types.${s}`) }))}
        comboboxProps={{ withinPortal: true }}
      />
      {universities.length > 1 ? (
        <Select
          aria-label={t("filters.university")}
          w={{ base: "100%", xs: 220 }}
          value={search.university || "all"}
          allowDeselect={false}
          searchable
          onChange={(v) => onChange({ university: v && v !== "all" ? v : "" })}
          data={[
            { value: "all", label: t("filters.allUniversities") },
            ...universities.map((u) => ({ value: String(u.id), label: u.name })),
          ]}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {isFiltered(search) ? (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={() => {
            setText("");
            onClear();
          }}
        >
          {t("filters.clear")}
        </Button>
      ) : null}
    </Group>
  );
}
