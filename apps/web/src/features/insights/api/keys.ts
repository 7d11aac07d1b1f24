import type { InsightFilters } from "@quad/contract/api/insights";

/** Query keys of the insight reports. */
export const insightsKeys = {
  all: ["insights"] as const,
  reports: ["insights", "reports"] as const,
  dashboards: ["insights", "dashboards"] as const,
  report: (id: number, filters: InsightFilters) => ["insights", "report", id, filters] as const,
};
