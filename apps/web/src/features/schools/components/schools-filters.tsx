import { Group, Select, Switch, TextInput } from "@mantine/core";
import { SCHOOL_TYPES } from "@quad/contract/rules/constants";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocalCountries } from "../../../lib/reference/country-names";
import { useSchoolSizes } from "../../../lib/reference/get-school-sizes";
import { useStates } from "../../../lib/reference/get-states";
import { useSchoolSizeName } from "../../../lib/reference/school-size-names";
import { type SchoolsSearch, withCountry } from "../model";

interface SchoolsFiltersProps {
  search: SchoolsSearch;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (next: SchoolsSearch) => void;
}

const toId = (value: string | null) => (value ? Number(value) : undefined);

/** Country, state (of the chosen country), type, size, name or CEEB code, and open availability only. */
export function SchoolsFilters({ search, searchText, onSearchText, onChange }: SchoolsFiltersProps) {
  const { t } = useTranslation("schools");
  const countries = useLocalCountries();
  const states = useStates(search.country ?? null);
  const sizes = useSchoolSizes();
  const sizeName = useSchoolSizeName();

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        w={{ base: "100%", sm: 240 }}
        value={searchText}
        onChange={(e) => onSearchText(e.currentTarget.value)}
      />
      <Select
        label={t("filters.country")}
        placeholder={t("filters.any")}
        searchable
        clearable
        w={{ base: "100%", xs: 200 }}
        data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={search.country ? String(search.country) : null}
        onChange={(value) => onChange(withCountry(search, toId(value)))}
        nothingFoundMessage={t("filters.noMatch")}
      />
      <Select
        label={t("filters.state")}
        placeholder={search.country ? t("filters.any") : t("filters.countryFirst")}
        searchable
        clearable
        disabled={!search.country || !states.data?.length}
        w={{ base: "100%", xs: 190 }}
        data={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        value={search.state ? String(search.state) : null}
        onChange={(value) => onChange({ ...search, state: toId(value) })}
        nothingFoundMessage={t("filters.noMatch")}
      />
      <Select
        label={t("filters.type")}
        placeholder={t("filters.any")}
        clearable
        w={{ base: "100%", xs: 180 }}
        data={SCHOOL_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        value={search.type ?? null}
        onChange={(value) => onChange({ ...search, type: (value ?? undefined) as SchoolsSearch["type"] })}
      />
      <Select
        label={t("filters.size")}
        placeholder={t("filters.any")}
        clearable
        w={{ base: "100%", xs: 170 }}
        data={(sizes.data ?? []).map((s) => ({ value: String(s.id), label: sizeName(s.name) ?? s.name }))}
        value={search.size ? String(search.size) : null}
        onChange={(value) => onChange({ ...search, size: toId(value) })}
      />
      <Switch
        label={t("filters.open")}
        checked={search.open}
        onChange={(e) => onChange({ ...search, open: e.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
