import { useTranslation } from "react-i18next";
import { FilterBadgeGroup, RemovableBadge } from "../../../components/ui/filter-badges";
import { formatDate } from "../../../lib/dates";
import { useCountryName } from "../../../lib/reference/country-names";
import { useApplicationOptions } from "../api/get-application-options";
import { activeFilterBadges, type FilterBadge } from "../model/filter-edits";
import { APPLICATION_FILTERS } from "../model/filters";
import type { ApplicationsSearch } from "../model/search";
import { filterValueLabel } from "./filter-labels";

function ActiveBadge({
  badge,
  search,
  onRemove,
}: {
  badge: FilterBadge;
  search: ApplicationsSearch;
  onRemove: () => void;
}) {
  const { t } = useTranslation("applications");
  const countryName = useCountryName();
  const lookup = badge.kind === "value" ? (APPLICATION_FILTERS.find((f) => f.key === badge.key)?.lookup ?? null) : null;
  const options = useApplicationOptions(lookup, lookup !== null);
  let text: string;
  if (badge.kind === "range") {
    const range = search.ranges[badge.key];
    const span = range ? `${formatDate(range.from)} – ${formatDate(range.to)}` : "";
    text = t("filters.badge", { name: t(`filters.ranges.${badge.key}`), value: span });
  } else {
    const apiLabel = options.data?.options.find((o) => String(o.value) === badge.value)?.label;
    text = t("filters.badge", {
      name: t(`filters.names.${badge.key}`),
      value: filterValueLabel(t, badge.key, badge.value, apiLabel, countryName),
    });
  }
  return (
    <RemovableBadge removeLabel={t("filters.remove", { filter: text })} onRemove={onRemove}>
      {text}
    </RemovableBadge>
  );
}

/** The active filters as removable badges, and the reset. */
export function FilterBadges({
  search,
  onRemove,
  onReset,
}: {
  search: ApplicationsSearch;
  onRemove: (badge: FilterBadge) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation("applications");
  const badges = activeFilterBadges(search);
  if (!badges.length) return null;
  return (
    <FilterBadgeGroup label={t("filters.active")} resetLabel={t("filters.reset")} onReset={onReset}>
      {badges.map((b) => (
        <ActiveBadge
          key={b.kind === "range" ? `range:${b.key}` : `${b.key}:${b.value}`}
          badge={b}
          search={search}
          onRemove={() => onRemove(b)}
        />
      ))}
    </FilterBadgeGroup>
  );
}
