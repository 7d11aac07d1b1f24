import { Loader, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSchool } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { SCHOOL_SEARCH_MIN, useGuestSchools } from "../api/search-guest-schools";
import type { SchoolChoice } from "../model";

const TYPED = "typed:";

interface SchoolPickerProps {
  label: string;
  value: SchoolChoice | null;
  onChange: (choice: SchoolChoice | null) => void;
  error?: string;
  required?: boolean;
  description?: string;
}

function keyOf(choice: SchoolChoice | null): string | null {
  if (!choice) return null;
  return choice.kind === "directory" ? `school:${choice.id}` : `${TYPED}${choice.name}`;
}

/**
 * The school a guest names (spec 3 §2 "institute name found through GET schools or added"): a searchable
 * list of directory schools, with the typed name offered as its own choice when the school is not listed.
 */
export function SchoolPicker({ label, value, onChange, error, required, description }: SchoolPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.name ?? "");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const schools = useGuestSchools(debounced, null);

  const data = useMemo(() => {
    const options: { value: string; label: string }[] = [];
    const seen = new Set<string>();
    const add = (option: { value: string; label: string }) => {
      if (seen.has(option.value)) return;
      seen.add(option.value);
      options.push(option);
    };
    const current = keyOf(value);
    if (value && current) add({ value: current, label: value.name });
    if (debounced.length >= SCHOOL_SEARCH_MIN) {
      for (const s of schools.data ?? []) {
        add({ value: `school:${s.id}`, label: s.name });
      }
      if (!(schools.data ?? []).some((s) => s.name.toLowerCase() === debounced.toLowerCase())) {
        add({ value: `${TYPED}${debounced}`, label: t("webinars.accounts.school.useTyped", { name: debounced }) });
      }
    }
    return options;
  }, [value, debounced, schools.data, t]);

  const cities = useMemo(() => new Map((schools.data ?? []).map((s) => [`school:${s.id}`, s.city])), [schools.data]);

  const choose = (key: string | null) => {
    if (!key) {
      onChange(null);
      setSearch("");
      return;
    }
    if (key.startsWith(TYPED)) {
      const name = key.slice(TYPED.length).slice(0, 200);
      onChange({ kind: "typed", name });
      setSearch(name);
      return;
    }
    const id = Number(key.slice("school:".length));
    const found = schools.data?.find((s) => s.id === id);
    const name = found?.name ?? (value?.kind === "directory" && value.id === id ? value.name : "");
    onChange({ kind: "directory", id, name });
    setSearch(name);
  };

  return (
    <Select
      label={label}
      description={description}
      withAsterisk={required}
      searchable
      clearable
      data={data}
      value={keyOf(value)}
      onChange={choose}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched by name; the typed name stays an option of its own.
      filter={({ options }) => options}
      placeholder={t("webinars.accounts.school.placeholder")}
      nothingFoundMessage={
        debounced.length < SCHOOL_SEARCH_MIN
          ? t("webinars.accounts.school.typeMore")
          : t("webinars.accounts.school.none")
      }
      leftSection={<IconSchool size={16} aria-hidden="true" />}
      rightSection={schools.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      maxDropdownHeight={280}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {cities.get(option.value) ? (
            <Text size="xs" c="dimmed">
              {cities.get(option.value)}
            </Text>
          ) : null}
        </Stack>
      )}
    />
  );
}
