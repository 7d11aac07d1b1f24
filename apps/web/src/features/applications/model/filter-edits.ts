/** The filter bar's edits: counts, removable badges, setting and resetting filters and date ranges. */
import { DATE_RANGES, type DayRange, FILTER_KEYS, type FilterKey, MAX_VALUES, type RangeKey } from "./filters";
import type { ApplicationsSearch } from "./search";

export function activeFilterCount(search: Pick<ApplicationsSearch, "filters" | "ranges">): number {
  return FILTER_KEYS.reduce((n, key) => n + (search.filters[key]?.length ?? 0), 0) + Object.keys(search.ranges).length;
}

export function isFiltered(search: Pick<ApplicationsSearch, "filters" | "ranges" | "q">): boolean {
  return search.q !== "" || activeFilterCount(search) > 0;
}

export type FilterBadge = { kind: "value"; key: FilterKey; value: string } | { kind: "range"; key: RangeKey };

/** One removable badge per selected value and per date range, in the filter bar's order. */
export function activeFilterBadges(search: Pick<ApplicationsSearch, "filters" | "ranges">): FilterBadge[] {
  const values = FILTER_KEYS.flatMap((key) =>
    (search.filters[key] ?? []).map((value): FilterBadge => ({ kind: "value", key, value })),
  );
  const ranges = DATE_RANGES.filter((r) => search.ranges[r.key]).map(
    (r): FilterBadge => ({ kind: "range", key: r.key }),
  );
  return [...values, ...ranges];
}

export function setFilterValues(search: ApplicationsSearch, key: FilterKey, values: string[]): ApplicationsSearch {
  const filters = { ...search.filters };
  const unique = [...new Set(values)].slice(0, MAX_VALUES);
  if (unique.length) filters[key] = unique;
  else delete filters[key];
  return { ...search, filters };
}

export function setRange(search: ApplicationsSearch, key: RangeKey, range: DayRange | null): ApplicationsSearch {
  const ranges = { ...search.ranges };
  if (range) ranges[key] = range.from <= range.to ? range : { from: range.to, to: range.from };
  else delete ranges[key];
  return { ...search, ranges };
}

/** The search without one badge (its close button). */
export function removeBadge(search: ApplicationsSearch, badge: FilterBadge): ApplicationsSearch {
  if (badge.kind === "range") return setRange(search, badge.key, null);
  return setFilterValues(
    search,
    badge.key,
    (search.filters[badge.key] ?? []).filter((v) => v !== badge.value),
  );
}

/** Reset: no filter, no date range and no search; the tab and the sort stay. */
export function resetFilters(search: ApplicationsSearch): ApplicationsSearch {
  return { ...search, q: "", filters: {}, ranges: {} };
}
