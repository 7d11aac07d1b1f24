/** The university dashboard: spec 2 §2, §3, §4, §9; issue 12. Pure rules shared by server and app. */
import { ADDED_TO_LIST_STATES, APPLICANT_STATES, type ListState } from "./connections.ts";

/**
 * Every POST dashboards/<name> call (spec 2 §7), the one list the server's routes, the web's figures and the bench
 * read (issue 24 §3).
 */
export const DASHBOARD_CALLS = [
  "summary",
  "connection_insights",
  "listing",
  "university_profile_views",
  "event_connections",
  "country_wise_visits",
  "recommended_schools",
  "new_connections",
  "new_activities",
  "chart_summary",
  "added_list_chart_summary",
  "applicant_chart_summary",
  "trend_chart",
  "added_list_trend_chart",
  "added_list_dimentions",
  "applicant_trend_chart",
  "country_wise_connections",
] as const;
export type DashboardCall = (typeof DASHBOARD_CALLS)[number];

/** The calls answered from the rollups (remembered until a connection changes; decision 050). */
export const ROLLUP_CALLS = [
  "summary",
  "connection_insights",
  "listing",
  "university_profile_views",
  "event_connections",
  "chart_summary",
  "added_list_chart_summary",
  "applicant_chart_summary",
  "trend_chart",
  "added_list_trend_chart",
  "added_list_dimentions",
  "applicant_trend_chart",
  "country_wise_connections",
] as const satisfies readonly DashboardCall[];
export type RollupCall = (typeof ROLLUP_CALLS)[number];

/** Trend charts cover the last 12 calendar months, this one included (spec 2 §9: 12 zeros by default). */
export const TREND_MONTHS = 12;

/**
 * Spec 2 §9's default where a user has saved no region choice: regions 11 and 12 (Eastern Asia and
 * South-eastern Asia in Quad's reference data) with all their countries (decision 050).
 */
export const DEFAULT_REGION_IDS = [11, 12] as const;

/** The country-wise overview's tabs (spec 2 §3 constants) and the list states each counts. */
export const COUNTRY_WISE_TABS = ["connected", "added", "applicants", "offered"] as const;
export type CountryWiseTab = (typeof COUNTRY_WISE_TABS)[number];
export const STATES_OF_COUNTRY_WISE_TAB: Record<CountryWiseTab, readonly ListState[] | null> = {
  connected: null,
  added: ADDED_TO_LIST_STATES,
  applicants: APPLICANT_STATES,
  offered: ["offered"],
};

/** The funnel's tabs (spec 2 §2). */
export const FUNNEL_TABS = ["connected", "addedToList", "applying", "offeredToJoin"] as const;
/** The splits tab (default connectionsInsights) and the dimensions tab. */
export const SPLIT_TABS = ["connectionsInsights", "dimensions"] as const;
/** Trend chart kinds. */
export const TREND_KINDS = ["cumulative", "monthly"] as const;
export type TrendKind = (typeof TREND_KINDS)[number];

/** How many new connections / activities / events / schools a dashboard card lists. */
export const DASHBOARD_LIST_SIZE = 8;
/** "New" means since the user's previous visit to the dashboard, and at most this many days back. */
export const NEW_WINDOW_DAYS = 30;
/**
 * A visit to the dashboard: openings less than this many minutes after the visit began belong to it (reloads,
 * coming back from a connection) and move nothing; a later opening begins the next visit.
 */
export const VISIT_MINUTES = 30;
/** Week at a glance looks this many days ahead (and back, for changes to visits). */
export const GLANCE_DAYS = 7;

/** Meeting requests to the account representative: a slot length, and how far ahead one may book. */
export const BOOKING_MINUTES = 30;
export const BOOKING_MAX_DAYS_AHEAD = 60;

/** "2026-11" for a date's month (UTC). */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The 12 month keys ending with `now`'s month, oldest first. */
export function trendMonths(now: Date, count: number = TREND_MONTHS): string[] {
  const out: string[] = [];
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  for (let i = count - 1; i >= 0; i--) out.push(monthKey(new Date(Date.UTC(y, m - i, 1))));
  return out;
}

/**
 * A series over `months` from counts per month key: the monthly totals, and cumulative totals that
 * start from `before` (everything counted before the first month).
 */
export function trendSeries(
  months: readonly string[],
  counts: ReadonlyMap<string, number>,
  before = 0,
): { monthly: number[]; cumulative: number[] } {
  const monthly = months.map((m) => counts.get(m) ?? 0);
  let running = before;
  const cumulative = monthly.map((n) => (running += n));
  return { monthly, cumulative };
}

/** A region as the filter sees it: its countries. */
export interface RegionChoice {
  id: number;
  country_ids: readonly number[];
}

/** A region counts as selected while at least one of its countries is (spec 2 §4). */
export function isRegionSelected(region: RegionChoice, selected: ReadonlySet<number>): boolean {
  return region.country_ids.some((id) => selected.has(id));
}

/** Every country of the region selected, or (when it counted as selected) every one cleared. */
export function toggleRegion(region: RegionChoice, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (isRegionSelected(region, selected)) for (const id of region.country_ids) next.delete(id);
  else for (const id of region.country_ids) next.add(id);
  return next;
}

/** One country in or out of the selection. */
export function toggleCountry(countryId: number, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (next.has(countryId)) next.delete(countryId);
  else next.add(countryId);
  return next;
}

/** The default choice (spec 2 §9): the countries of regions 11 and 12 that exist. */
export function defaultCountryIds(regions: readonly RegionChoice[]): number[] {
  const wanted = new Set<number>(DEFAULT_REGION_IDS);
  return [...new Set(regions.filter((r) => wanted.has(r.id)).flatMap((r) => r.country_ids))].sort((a, b) => a - b);
}

/** Two letters for an avatar from a name ("Ana Lopez" → "AL"; one name → its first letter). */
export function initials(firstName: string, lastName: string): string {
  const a = firstName.trim().charAt(0);
  const b = lastName.trim().charAt(0);
  return `${a}${b}`.toUpperCase() || "?";
}
