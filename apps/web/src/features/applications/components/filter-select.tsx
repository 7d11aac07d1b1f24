import { ATTENTION_STATES } from "@quad/contract/rules/application-list";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterMultiSelect } from "../../../components/ui/filter-multi-select";
import { useCountryName } from "../../../lib/reference/country-names";
import { useApplicationOptions } from "../api/get-application-options";
import { APPLICATION_FILTERS, type FilterKey } from "../model";
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

  const data = useMemo(() => {
    const items = lookup
      ? (options.data?.options ?? []).map((o) => ({
          value: String(o.value),
          label: filterValueLabel(t, filterKey, String(o.value), o.label, countryName),
        }))
      : ATTENTION_STATES.map((s) => ({ value: s, label: filterValueLabel(t, filterKey, s) }));
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
