import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FilterBadgeGroup, RemovableBadge } from "../../../components/ui/filter-badges";
import { CONNECTION_FILTERS, type ConnectionFilters, type FilterKey } from "../../../lib/connections-search";
import { useCountryName, useCountryNameById } from "../../../lib/reference/country-names";
import { regionsQueryOptions } from "../../../lib/reference/get-regions";
import { useRegionName } from "../../../lib/reference/region-names";
import { useFilterOptions } from "../api/get-filter-options";
import { activeFilterBadges, type FilterBadge as Badge } from "../model";
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
  const countryById = useCountryNameById();
  const lookup = CONNECTION_FILTERS.find((f) => f.key === filterKey)?.lookup ?? null;
  const options = useFilterOptions(lookup, userType, true);
  const apiLabel = options.data?.options.find((o) => String(o.value) === value)?.label;
  const name = t(`filters.names.${filterKey}`);
  const text = filterValueLabel(t, filterKey, value, apiLabel, countryName, countryById);
  return (
    <RemovableBadge removeLabel={t("filters.remove", { label: name, value: text })} onRemove={onRemove}>
      {name}: {text}
    </RemovableBadge>
  );
}

/** Every country of a region chosen: one badge, "Country: Eastern Asia (all 5)", that removes them all. */
function RegionBadge({ badge, onRemove }: { badge: Badge; onRemove: () => void }) {
  const { t } = useTranslation("connections");
  const regionName = useRegionName();
  const name = t("filters.names.country");
  const text = t("filters.region", {
    region: regionName(badge.region?.name ?? ""),
    count: badge.region?.values.length ?? 0,
  });
  return (
    <RemovableBadge removeLabel={t("filters.remove", { label: name, value: text })} onRemove={onRemove}>
      {name}: {text}
    </RemovableBadge>
  );
}

/** The active filters as removable badges (a whole region as one), and the reset. */
export function FilterBadges({
  filters,
  userType,
  onRemove,
  onReset,
}: {
  filters: ConnectionFilters;
  userType: string;
  onRemove: (key: FilterKey, values: string[]) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation("connections");
  const regions = useQuery(regionsQueryOptions);
  const badges = activeFilterBadges(filters, regions.data?.regions ?? []);
  if (!badges.length) return null;
  return (
    <FilterBadgeGroup label={t("filters.active")} resetLabel={t("filters.reset")} onReset={onReset}>
      {badges.map((b) =>
        b.region ? (
          <RegionBadge
            key={`region:${b.region.id}`}
            badge={b}
            onRemove={() => onRemove(b.key, b.region?.values ?? [])}
          />
        ) : (
          <FilterBadge
            key={`${b.key}:${b.value}`}
            filterKey={b.key}
            value={b.value}
            userType={userType}
            onRemove={() => onRemove(b.key, [b.value])}
          />
        ),
      )}
    </FilterBadgeGroup>
  );
}
