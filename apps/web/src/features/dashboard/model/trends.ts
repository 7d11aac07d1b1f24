import type { TrendSeriesSchema } from "@quad/contract/api/dashboard";
import type { TrendKind } from "@quad/contract/rules/dashboard";
import type { z } from "zod";

/* The trend charts. */

type TrendSeries = z.infer<typeof TrendSeriesSchema>;

/** Rows for a chart: one per month, a value per series (12 zeros when a series is missing or short). */
export function trendRows(
  months: readonly string[],
  series: readonly TrendSeries[],
  kind: TrendKind,
): Array<Record<string, string | number>> {
  return months.map((month, i) => {
    const row: Record<string, string | number> = { month };
    for (const s of series) row[s.key] = s[kind][i] ?? 0;
    return row;
  });
}

/** The chart has nothing but zeros (the empty state says so rather than drawing a flat line). */
export function isTrendEmpty(series: readonly TrendSeries[]): boolean {
  return series.every((s) => s.monthly.every((v) => v === 0) && s.cumulative.every((v) => v === 0));
}

/** The trend's bar chart's height in pixels (its legend inside), kept by its placeholder while the chart loads. */
export const TREND_BARS_HEIGHT = 240;
