import { useDebouncedValue } from "@mantine/hooks";
import { ACCESS_TIERS, LIST_STATES } from "@quad/contract/rules/connections";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterMultiSelect } from "../../../components/ui/filter-multi-select";
import { CONNECTION_FILTERS, type FilterKey } from "../../../lib/connections-search";
import { useCountryName } from "../../../lib/reference/country-names";
import { useFilterOptions } from "../api/get-filter-options";
import { filterValueLabel } from "./filter-labels";

/** Look-ups long enough to be searched on the server (the first answer holds the most common values only). */
const SERVER_SEARCHED: readonly FilterKey[] = ["school_name", "school_city"];

interface FilterSelectProps {
  filterKey: FilterKey;
  userType: string;
  values: string[];
  onChange: (values: string[]) => void;
}

/** One filter: a searchable multi-select whose options load from its look-up when it opens. */
export function FilterSelect({ filterKey, userType, values, onChange }: FilterSelectProps) {
  const { t } = useTranslation("connections");
  const countryName = useCountryName();
  const def = CONNECTION_FILTERS.find((f) => f.key === filterKey);
  const lookup = def?.lookup ?? null;
  const [opened, setOpened] = useState(false);
  const [searchValue, setSearchValue] = useState("");
  const [search] = useDebouncedValue(SERVER_SEARCHED.includes(filterKey) ? searchValue.trim() : "", 250);
  // Loaded on opening, or at once when a value is chosen (its pill and badge need the label).
  const options = useFilterOptions(lookup, userType, opened || values.length > 0, opened ? search : "");

  const data = useMemo(() => {
    const items = lookup
      ? (options.data?.options ?? []).map((o) => ({
          value: String(o.value),
          label: filterValueLabel(t, filterKey, String(o.value), o.label, countryName),
        }))
      : (filterKey === "access_tier" ? ACCESS_TIERS : LIST_STATES).map((s) => ({
          value: s,
          label: filterValueLabel(t, filterKey, s),
        }));
    // A value from the address that the look-up no longer lists stays visible and removable.
    const known = new Set(items.map((i) => i.value));
    for (const v of values) if (!known.has(v)) items.push({ value: v, label: filterValueLabel(t, filterKey, v) });
    return items;
  }, [lookup, options.data, values, filterKey, t, countryName]);

  const counts = useMemo(
    () => new Map((options.data?.options ?? []).map((o) => [String(o.value), o.count])),
    [options.data],
  );
  return (
    <FilterMultiSelect
      filterKey={filterKey}
      label={t(`filters.names.${filterKey}`)}
      placeholder={t("filters.searchOptions")}
      data={data}
      values={values}
      onChange={onChange}
      counts={counts}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setSearchValue("")}
      nothingFound={
        options.isFetching
          ? t("filters.loading")
          : options.isError
            ? t("filters.loadFailed")
            : t("filters.nothingFound")
      }
    />
  );
}
