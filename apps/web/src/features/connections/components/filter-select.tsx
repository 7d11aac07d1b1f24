import { useDebouncedValue } from "@mantine/hooks";
import { ACCESS_TIERS, LIST_STATES } from "@quad/contract/rules/connections";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterMultiSelect } from "../../../components/ui/filter-multi-select";
import { CONNECTION_FILTERS, type FilterKey } from "../../../lib/connections-search";
import { filterChoices, optionCounts } from "../../../lib/filter-options";
import { useCountryName, useCountryNameById } from "../../../lib/reference/country-names";
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
  const countryById = useCountryNameById();
  const def = CONNECTION_FILTERS.find((f) => f.key === filterKey);
  const lookup = def?.lookup ?? null;
  const [opened, setOpened] = useState(false);
  const [searchValue, setSearchValue] = useState("");
  const [search] = useDebouncedValue(SERVER_SEARCHED.includes(filterKey) ? searchValue.trim() : "", 250);
  // Loaded on opening, or at once when a value is chosen (its pill and badge need the label).
  const options = useFilterOptions(lookup, userType, opened || values.length > 0, opened ? search : "");

  // A value from the address that the look-up no longer lists stays visible and removable.
  const data = useMemo(
    () =>
      filterChoices(
        lookup
          ? (options.data?.options ?? [])
          : (filterKey === "access_tier" ? ACCESS_TIERS : LIST_STATES).map((value) => ({ value })),
        values,
        (value, apiLabel) => filterValueLabel(t, filterKey, value, apiLabel, countryName, countryById),
      ),
    [lookup, options.data, values, filterKey, t, countryName, countryById],
  );
  const counts = useMemo(() => optionCounts(options.data?.options ?? []), [options.data]);
  return (
    <FilterMultiSelect
      filterKey={filterKey}
      label={t(`filters.names.${filterKey}`)}
      placeholder={t("filters.searchOptions")}
      data={data}
      values={values}
      onChange={onChange}
      counts={counts}
      moreLabel={(count) => t("filters.morePills", { count })}
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
