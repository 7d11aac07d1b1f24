import { ATTENTION_STATES } from "@quad/contract/rules/application-list";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterMultiSelect } from "../../../components/ui/filter-multi-select";
import { filterChoices, optionCounts } from "../../../lib/filter-options";
import { useCountryName } from "../../../lib/reference/country-names";
import { useApplicationOptions } from "../api/get-application-options";
import { APPLICATION_FILTERS, type FilterKey } from "../model/filters";
import { filterValueLabel } from "./filter-labels";

interface FilterSelectProps {
  filterKey: FilterKey;
  values: string[];
  onChange: (values: string[]) => void;
}

/** One filter: a searchable multi-select whose options (with their counts) load from its look-up. */
export function FilterSelect({ filterKey, values, onChange }: FilterSelectProps) {
  const { t } = useTranslation("applications");
  const countryName = useCountryName();
  const lookup = APPLICATION_FILTERS.find((f) => f.key === filterKey)?.lookup ?? null;
  const [opened, setOpened] = useState(false);
  const options = useApplicationOptions(lookup, opened || values.length > 0);

  // A value from the address that the look-up no longer lists stays visible and removable.
  const data = useMemo(
    () =>
      filterChoices(
        lookup ? (options.data?.options ?? []) : ATTENTION_STATES.map((value) => ({ value })),
        values,
        (value, apiLabel) => filterValueLabel(t, filterKey, value, apiLabel, countryName),
      ),
    [lookup, options.data, values, filterKey, t, countryName],
  );
  const counts = useMemo(() => optionCounts(options.data?.options ?? []), [options.data]);

  return (
    <FilterMultiSelect
      filterKey={filterKey}
      label={t(`filters.names.${filterKey}`)}
      placeholder={t("filters.any")}
      data={data}
      values={values}
      onChange={onChange}
      counts={counts}
      onDropdownOpen={() => setOpened(true)}
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
