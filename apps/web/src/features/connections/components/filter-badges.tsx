import { useTranslation } from "react-i18next";
import { FilterBadgeGroup, RemovableBadge } from "../../../components/ui/filter-badges";
import { CONNECTION_FILTERS, type ConnectionFilters, type FilterKey } from "../../../lib/connections-search";
import { useCountryName } from "../../../lib/reference/country-names";
import { useFilterOptions } from "../api/get-filter-options";
import { activeFilterBadges } from "../model";
import { filterValueLabel } from "./filter-labels";

function FilterBadge({
  filterKey,
  value,
  userType,
  onRemove,
}: {
  filterKey: FilterKey;
  value: string;
  userType: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation("connections");
  const countryName = useCountryName();
  const lookup = CONNECTION_FILTERS.find((f) => f.key === filterKey)?.lookup ?? null;
  const options = useFilterOptions(lookup, userType, true);
  const apiLabel = options.data?.options.find((o) => String(o.value) === value)?.label;
  const name = t(`filters.names.${filterKey}`);
  const text = filterValueLabel(t, filterKey, value, apiLabel, countryName);
  return (
    <RemovableBadge removeLabel={t("filters.remove", { label: name, value: text })} onRemove={onRemove}>
      {name}: {text}
    </RemovableBadge>
  );
}

/** The active filters as removable badges, and the reset. */
export function FilterBadges({
  filters,
  userType,
  onRemove,
  onReset,
}: {
  filters: ConnectionFilters;
  userType: string;
  onRemove: (key: FilterKey, value: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation("connections");
  const badges = activeFilterBadges(filters);
  if (!badges.length) return null;
  return (
    <FilterBadgeGroup label={t("filters.active")} resetLabel={t("filters.reset")} onReset={onReset}>
      {badges.map((b) => (
        <FilterBadge
          key={`${b.key}:${b.value}`}
          filterKey={b.key}
          value={b.value}
          userType={userType}
          onRemove={() => onRemove(b.key, b.value)}
        />
      ))}
    </FilterBadgeGroup>
  );
}
