import { alpha2ToNumeric } from "i18n-iso-countries";

/* The world map of connections and the table beside it. */

export interface CountryCount {
  id: number;
  name: string;
  code: string;
  count: number;
}

/** Counts by ISO 3166 numeric id (world-atlas's feature ids, three digits with leading zeros). */
export function countsByNumericId(rows: readonly CountryCount[]): Map<string, CountryCount> {
  const out = new Map<string, CountryCount>();
  for (const row of rows) {
    const numeric = alpha2ToNumeric(row.code.toUpperCase());
    if (numeric) out.set(numeric.padStart(3, "0"), row);
  }
  return out;
}

/** How many shades the map uses above "none". */
export const MAP_STEPS = 5;

/** A count's shade: 0 for none, else 1..steps in equal ranges up to the largest count. */
export function mapShade(count: number, max: number, steps = MAP_STEPS): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(steps, Math.max(1, Math.ceil((count / max) * steps)));
}

/** The legend: the range of counts each shade stands for (empty ranges left out when max < steps). */
export function mapLegend(max: number, steps = MAP_STEPS): Array<{ shade: number; from: number; to: number }> {
  if (max <= 0) return [];
  const out: Array<{ shade: number; from: number; to: number }> = [];
  let from = 1;
  for (let shade = 1; shade <= steps; shade++) {
    const to = Math.floor((shade / steps) * max);
    if (to >= from) {
      out.push({ shade, from, to });
      from = to + 1;
    }
  }
  return out;
}

export type CountrySortKey = "name" | "count";

/** The table beside the map: by count (largest first) or by name, the other as a tie-break. */
export function sortCountries<T extends { name: string; count: number }>(
  rows: readonly T[],
  key: CountrySortKey,
  direction: "asc" | "desc",
  compareNames: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): T[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary = key === "count" ? a.count - b.count : compareNames(a.name, b.name);
    return primary !== 0 ? sign * primary : compareNames(a.name, b.name);
  });
}
