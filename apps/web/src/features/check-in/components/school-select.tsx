import { Group, Select, type SelectProps, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { CheckInSchool } from "@quad/contract/api/check-in";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCheckInSchools } from "../api/list-schools";

interface Props extends Omit<SelectProps, "data" | "value" | "onChange" | "searchValue" | "onSearchChange"> {
  webinarId: number;
  value: string | null;
  onChange: (value: string | null, school: { id: number; name: string } | null) => void;
  /** A school already chosen elsewhere (e.g. a looked-up student's), shown even when not in the results. */
  known?: { id: number; name: string } | null;
}

/** A school of the event's participants, or of the directory by name (searched on the server). */
export function SchoolSelect({ webinarId, value, onChange, known, ...props }: Props) {
  const { t } = useTranslation("checkIn");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const schools = useCheckInSchools(webinarId, debounced);
  const [picked, setPicked] = useState<CheckInSchool | null>(null);

  const byId = useMemo(() => {
    const map = new Map<string, CheckInSchool>();
    for (const s of schools.data?.schools ?? []) map.set(String(s.id), s);
    if (picked && !map.has(String(picked.id))) map.set(String(picked.id), picked);
    if (known && !map.has(String(known.id)))
      map.set(String(known.id), { ...known, city: null, country: null, participants_count: 0 });
    return map;
  }, [schools.data, picked, known]);

  const data = [...byId.values()].map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      onChange={(v) => {
        const school = v ? (byId.get(v) ?? null) : null;
        setPicked(school);
        onChange(v, school ? { id: school.id, name: school.name } : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={schools.isFetching ? t("manual.searching") : t("manual.noSchools")}
      placeholder={t("manual.schoolPlaceholder")}
      renderOption={({ option }) => {
        const s = byId.get(option.value);
        const place = [s?.city, s?.country].filter(Boolean).join(", ");
        return (
          <Group justify="space-between" gap="sm" wrap="nowrap" w="100%">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" truncate="end">
                {option.label}
              </Text>
              {place ? (
                <Text size="xs" c="dimmed" truncate="end">
                  {place}
                </Text>
              ) : null}
            </div>
            {s && s.participants_count > 0 ? (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {t("manual.participantsCount", { count: s.participants_count })}
              </Text>
            ) : null}
          </Group>
        );
      }}
      {...props}
    />
  );
}
