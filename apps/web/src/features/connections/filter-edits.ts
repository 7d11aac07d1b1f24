import { type ConnectionFilters, FILTER_KEYS, type FilterKey, MAX_VALUES } from "../../lib/connections-search";

/* The active filters as badges, and the edits the badges and the filter bar make. */

export interface FilterBadge {
  key: FilterKey;
  /** The value, or for a region the first of its countries (a stable key). */
  value: string;
  /** A whole region chosen (every one of its countries): one badge for them all. */
  region?: { id: number; name: string; values: string[] };
}

/** A reference region: its countries. */
export interface RegionCountries {
  id: number;
  name: string;
  country_ids: readonly number[];
}

/**
 * One removable badge per selected value, in the filter bar's order; countries that make up a whole region (a
 * dashboard link's region filter) are one badge for the region (issue 24 §3).
 */
export function activeFilterBadges(
  filters: ConnectionFilters,
  regions: readonly RegionCountries[] = [],
): FilterBadge[] {
  return FILTER_KEYS.flatMap((key): FilterBadge[] => {
    const values = filters[key] ?? [];
    if (key !== "country") return values.map((value) => ({ key, value }));
    const chosen = new Set(values);
    const grouped = new Set<string>();
    const badges: FilterBadge[] = [];
    for (const r of regions) {
      const ids = r.country_ids.map(String);
      if (ids.length < 2 || !ids.every((id) => chosen.has(id) && !grouped.has(id))) continue;
      for (const id of ids) grouped.add(id);
      badges.push({ key, value: ids[0] as string, region: { id: r.id, name: r.name, values: ids } });
    }
    return [...badges, ...values.filter((v) => !grouped.has(v)).map((value) => ({ key, value }))];
  });
}

/** The filters without some values (a badge's close button); a filter left empty disappears. */
export function removeFilterValue(
  filters: ConnectionFilters,
  key: FilterKey,
  value: string | readonly string[],
): ConnectionFilters {
  const gone = new Set(typeof value === "string" ? [value] : value);
  const rest = (filters[key] ?? []).filter((v) => !gone.has(v));
  const next: ConnectionFilters = { ...filters };
  if (rest.length) next[key] = rest;
  else delete next[key];
  return next;
}

export function setFilterValues(filters: ConnectionFilters, key: FilterKey, values: string[]): ConnectionFilters {
  const next: ConnectionFilters = { ...filters };
  const unique = [...new Set(values)].slice(0, MAX_VALUES);
  if (unique.length) next[key] = unique;
  else delete next[key];
  return next;
}
