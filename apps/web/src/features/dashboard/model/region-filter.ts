import { defaultCountryIds, isRegionSelected, type RegionChoice } from "@quad/contract/rules/dashboard";

/**
 * The region and country filter (spec 2 §4): what is applied (what every card counts) and the draft being
 * edited in the panel. Apply makes the draft the applied choice; Revert brings the draft back to the last
 * applied one; Reset sets the draft to spec 2 §9's default.
 */
export interface RegionFilterState {
  applied: number[];
  draft: number[];
}

export const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

export function initialFilterState(applied: readonly number[]): RegionFilterState {
  const ids = sorted(applied);
  return { applied: ids, draft: ids };
}

export function setDraft(state: RegionFilterState, draft: Iterable<number>): RegionFilterState {
  return { ...state, draft: sorted(draft) };
}

export function applyDraft(state: RegionFilterState): RegionFilterState {
  return { applied: state.draft, draft: state.draft };
}

export function revertDraft(state: RegionFilterState): RegionFilterState {
  return { ...state, draft: state.applied };
}

export function resetDraft(state: RegionFilterState, regions: readonly RegionChoice[]): RegionFilterState {
  return { ...state, draft: defaultCountryIds(regions) };
}

export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const x = sorted(a);
  const y = sorted(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** The draft differs from what is applied (Apply and Revert have something to do). */
export function isDraftChanged(state: RegionFilterState): boolean {
  return !sameIds(state.applied, state.draft);
}

/** A region's checkbox: checked when all its countries are, indeterminate while some are (it counts as selected). */
export function regionCheck(region: RegionChoice, selected: ReadonlySet<number>): "checked" | "indeterminate" | "none" {
  if (!isRegionSelected(region, selected)) return "none";
  return region.country_ids.every((id) => selected.has(id)) ? "checked" : "indeterminate";
}

export type FilterBadge = { kind: "region"; id: number; countryIds: number[] } | { kind: "country"; id: number };

/**
 * The applied choice as badges: a region whose countries are all chosen is one badge; the other chosen countries
 * are one badge each. Every chosen country appears in exactly one badge.
 */
export function filterBadges(applied: readonly number[], regions: readonly RegionChoice[]): FilterBadge[] {
  const chosen = new Set(applied);
  const covered = new Set<number>();
  const out: FilterBadge[] = [];
  for (const r of regions) {
    if (r.country_ids.length && r.country_ids.every((id) => chosen.has(id))) {
      out.push({ kind: "region", id: r.id, countryIds: [...r.country_ids] });
      for (const id of r.country_ids) covered.add(id);
    }
  }
  for (const id of sorted(applied)) if (!covered.has(id)) out.push({ kind: "country", id });
  return out;
}

/** The applied choice without one badge's countries. */
export function removeBadge(applied: readonly number[], badge: FilterBadge): number[] {
  const gone = new Set(badge.kind === "region" ? badge.countryIds : [badge.id]);
  return sorted(applied.filter((id) => !gone.has(id)));
}
