import { INSIGHT_ROUNDING, INSIGHT_WIDGET_ROWS } from "@quad/contract/rules/insights";
import { MIN_GROUP_SIZE } from "@quad/contract/rules/plans";

export interface Group {
  key: string;
  label: string;
  label_zh: string | null;
  n: number;
}

export interface ProtectedRow {
  key: string;
  label: string;
  label_zh: string | null;
  value: number;
  share: number;
}

export interface Protected {
  rows: ProtectedRow[];
  total: number | null;
  withheld: number;
}

export const OTHER_KEY = "other";

/** A count rounded to the nearest multiple of INSIGHT_ROUNDING, never below the minimum group size. */
export function rounded(n: number): number {
  return Math.max(MIN_GROUP_SIZE, Math.round(n / INSIGHT_ROUNDING) * INSIGHT_ROUNDING);
}

/**
 * The privacy rule of every report figure (decision 108), applied to one widget's groups AFTER all filters:
 * 1. a group of fewer than MIN_GROUP_SIZE people is never shown: it joins "Other" (and so do the groups past the
 *    widget's first INSIGHT_WIDGET_ROWS);
 * 2. secondary suppression: when "Other" holds people but fewer than MIN_GROUP_SIZE, the smallest shown groups join
 *    it until it reaches the minimum, so the total minus the shown rows never gives a hidden group;
 * 3. when all groups together are fewer than MIN_GROUP_SIZE, nothing is shown, the total neither;
 * 4. every shown figure and the total are rounded to INSIGHT_ROUNDING, so two answers (with and without a filter)
 *    cannot be subtracted to an exact small group. Shares are of the rounded total.
 */
export function protect(groups: readonly Group[], otherLabel = "Other"): Protected {
  const live = groups.filter((g) => g.n > 0);
  const sum = live.reduce((s, g) => s + g.n, 0);
  if (sum < MIN_GROUP_SIZE) return { rows: [], total: null, withheld: live.length };
  const sorted = [...live].sort((a, b) => b.n - a.n || a.label.localeCompare(b.label));
  const shown = sorted.filter((g, i) => g.n >= MIN_GROUP_SIZE && i < INSIGHT_WIDGET_ROWS);
  const hidden = sorted.filter((g) => !shown.includes(g));
  let other = hidden.reduce((s, g) => s + g.n, 0);
  let merged = hidden.length;
  while (other > 0 && other < MIN_GROUP_SIZE && shown.length > 0) {
    const smallest = shown.pop() as Group;
    other += smallest.n;
    merged += 1;
  }
  const total = rounded(sum);
  const row = (g: Group): ProtectedRow => {
    const value = rounded(g.n);
    return { key: g.key, label: g.label, label_zh: g.label_zh, value, share: share(value, total) };
  };
  const rows = shown.map(row);
  if (other >= MIN_GROUP_SIZE) rows.push(row({ key: OTHER_KEY, label: otherLabel, label_zh: null, n: other }));
  // Groups merged only to hide a small one are counted as withheld too: the reader sees why they are missing.
  const small = hidden.filter((g) => g.n < MIN_GROUP_SIZE).length;
  return { rows, total, withheld: small + (merged - hidden.length) };
}

export function share(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0;
}
