/** Pure rules of the prospect-and-engage screens (issue 26 §3): filters, the selection, the meter, the groups. */
import type { AudienceGroup, ProspectRow } from "@quad/contract/api/prospects";
import { PROSPECT_CONNECT_MAX } from "@quad/contract/api/prospects";

export interface ProspectFilterState {
  country_ids: string[];
  graduation_years: string[];
  academic_interests: string[];
  genders: string[];
  connected: "any" | "not_connected" | "connected";
  sort: "recent" | "graduation_year";
}

export const EMPTY_FILTERS: ProspectFilterState = {
  country_ids: [],
  graduation_years: [],
  academic_interests: [],
  genders: [],
  connected: "any",
  sort: "recent",
};

/** The search's body for a page under the filters (an empty list filters nothing, so it is left out). */
export function toSearchInput(f: ProspectFilterState, pageNo: number) {
  const list = (values: string[]) => (values.length > 0 ? values : undefined);
  return {
    country_ids: list(f.country_ids)?.map(Number),
    graduation_years: list(f.graduation_years)?.map(Number),
    academic_interests: list(f.academic_interests),
    genders: list(f.genders) as ("male" | "female" | "other")[] | undefined,
    connected: f.connected,
    sort: f.sort,
    page_no: pageNo,
  };
}

/** Whether any filter narrows the audience (insights on free take none). */
export function hasFilters(f: Pick<ProspectFilterState, "country_ids" | "graduation_years" | "academic_interests">) {
  return f.country_ids.length + f.graduation_years.length + f.academic_interests.length > 0;
}

/** The insights' query string ("" without filters): repeated keys, in a stable order. */
export function insightsQuery(f: Pick<ProspectFilterState, "country_ids" | "graduation_years" | "academic_interests">) {
  const params = new URLSearchParams();
  for (const v of f.country_ids) params.append("country_ids", v);
  for (const v of f.graduation_years) params.append("graduation_years", v);
  for (const v of f.academic_interests) params.append("academic_interests", v);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The selection as the connect screen's address carries it ("12,40,7"): positive whole ids, once, at most 100. */
export function parseSelection(text: unknown): number[] {
  const raw = typeof text === "number" ? String(text) : typeof text === "string" ? text : "";
  const ids: number[] = [];
  // A router that writes strings as JSON quotes them ("12"): the quotes are not part of the ids.
  for (const part of raw.replaceAll('"', "").split(",")) {
    if (!/^\d{1,9}$/.test(part.trim())) continue;
    const id = Number(part.trim());
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === PROSPECT_CONNECT_MAX) break;
  }
  return ids;
}
export const selectionParam = (ids: readonly number[]) => ids.join(",");

/**
 * One row in a line without a name ("Student · India · 2027 · Engineering"): the free plan's only description of a
 * person, and the paid plan's second line. `typeLabel` and `country` come translated.
 */
export function rowSummary(
  row: Pick<ProspectRow, "graduation_year" | "academic_interests" | "state">,
  typeLabel: string,
  country: string | null,
): string {
  return [
    typeLabel,
    country,
    row.state,
    row.graduation_year ? String(row.graduation_year) : null,
    ...row.academic_interests,
  ]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(" · ");
}

/** How full the month's meter is, 0–100. */
export function usageShare(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}

/** What a connect of `selected` would leave (negative: over the limit by that many). */
export function remainingAfter(remaining: number, selected: number): number {
  return remaining - selected;
}

/** A group's share of the audience, 0–100 (an unshown figure has no share). */
export function groupShare(group: Pick<AudienceGroup, "count">, total: number | null): number | null {
  if (group.count === null || !total) return null;
  return Math.round((group.count / total) * 100);
}

/** Flips one id in a selection, keeping at most PROSPECT_CONNECT_MAX. */
export function toggleSelected(selected: readonly number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  return selected.length >= PROSPECT_CONNECT_MAX ? [...selected] : [...selected, id];
}

/** The prospect-and-engage pages (the connect review belongs to Discover; Premium is the plan's page). */
export const PROSPECT_TABS = [
  { path: "/prospect-and-engage", key: "discover" },
  { path: "/prospect-and-engage/insights", key: "insights" },
  { path: "/prospect-and-engage/engagement-events", key: "events" },
  { path: "/prospect-and-engage/premium", key: "premium" },
] as const;

export function activeProspectTab(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  if (path === "/prospect-and-engage/connect") return "/prospect-and-engage";
  return PROSPECT_TABS.find((tab) => tab.path === path)?.path ?? "/prospect-and-engage";
}
