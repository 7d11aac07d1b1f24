import type { InsightFilters, ReportSummary } from "@quad/contract/api/insights";
import { FREE_INSIGHT_FILTERS, INSIGHT_REPORTS, type InsightFilter } from "@quad/contract/rules/insights";
import type { AccessTier } from "@quad/contract/rules/plans";

/** The filters as a query (absent ones left out). */
export function reportQuery(filters: InsightFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== "") out[key] = value as string | number;
  }
  return out;
}

/** The filters a report takes, and which of them the tier opens (the free plan: graduation year only, decision 107). */
export function reportFilters(id: number, tier: AccessTier): { filter: InsightFilter; open: boolean }[] {
  const report = INSIGHT_REPORTS.find((r) => r.id === id);
  if (!report) return [];
  return report.filters.map((filter) => ({ filter, open: tier === "paid" || FREE_INSIGHT_FILTERS.includes(filter) }));
}

/** Only the filters the report takes and the tier opens (a filter kept from another report is dropped). */
export function keptFilters(id: number, tier: AccessTier, filters: InsightFilters): InsightFilters {
  const open = new Set(
    reportFilters(id, tier)
      .filter((f) => f.open)
      .map((f) => f.filter),
  );
  return Object.fromEntries(
    Object.entries(filters).filter(([k, v]) => open.has(k as InsightFilter) && v !== undefined),
  ) as InsightFilters;
}

/** The reports of a screen: the beta page shows the beta ones ("newest report designs"), the main page the others. */
export function reportsOf(reports: readonly ReportSummary[], beta: boolean): ReportSummary[] {
  return reports.filter((r) => r.beta === beta);
}

/** Graduation years a reader may pick: from four years back to six ahead of this one. */
export function graduationYears(now: Date): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: 11 }, (_, i) => year - 4 + i);
}

/** A share (0–1) as a whole percent, at least "<1%" when not zero. */
export function percent(share: number, locale: string): string {
  if (share > 0 && share < 0.01) return `<${(0.01).toLocaleString(locale, { style: "percent" })}`;
  return share.toLocaleString(locale, { style: "percent", maximumFractionDigits: 0 });
}
