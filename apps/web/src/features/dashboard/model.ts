import type { GlanceVisitSchema, TrendSeriesSchema } from "@quad/contract/api/dashboard";
import type { UserConfigurationSchema } from "@quad/contract/api/users";
import {
  type ACTIVITY_KINDS,
  ADDED_TO_LIST_STATES,
  APPLICANT_STATES,
  CONNECTION_USER_TYPES,
  LIST_STATES,
} from "@quad/contract/rules/connections";
import {
  type CountryWiseTab,
  defaultCountryIds,
  isRegionSelected,
  type RegionChoice,
  STATES_OF_COUNTRY_WISE_TAB,
  type TrendKind,
} from "@quad/contract/rules/dashboard";
import { alpha2ToNumeric } from "i18n-iso-countries";
import type { z } from "zod";
import { type ConnectionFilters, connectionsSearchParams } from "../../lib/connections-search";

/* ----------------------------------------------------------- region filter */

/**
 * The region and country filter (spec 2 §4): what is applied (what every card counts) and the draft being
 * edited in the panel. Apply makes the draft the applied choice; Revert brings the draft back to the last
 * applied one; Reset sets the draft to spec 2 §9's default.
 */
export interface RegionFilterState {
  applied: number[];
  draft: number[];
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

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

/* ----------------------------------------------------------- connections links */

/** What a dashboard figure stands for on /connections (spec 2 §1: the list opens with this filter set). */
export interface FigureFilter {
  /** A country of residence instead of the region filter's countries. */
  country?: number;
  citizenship?: number;
  graduation_year?: string;
  event_title?: string;
  activity_type?: readonly string[];
  list_state?: readonly string[];
  access_tier?: readonly string[];
  school_name?: string;
  /** The user-type tab whose count the figure is. */
  tab?: (typeof CONNECTION_USER_TYPES)[number];
}

/** The activity kinds behind each connection-insight figure (the engagement bits of decision 050). */
export const INSIGHT_ACTIVITY_KINDS = {
  visits_count: ["visit_signup"],
  events_count: ["registered", "waitlisted", "cancelled", "attended", "watched_video", "viewed_recording"],
  profile_count: ["profile_view"],
} as const satisfies Record<string, readonly (typeof ACTIVITY_KINDS)[number][]>;

/** The list states behind a funnel stage or a country-wise tab (absent: every connection). */
export const FUNNEL_STATES = {
  connected: null,
  addedToList: ADDED_TO_LIST_STATES,
  applying: APPLICANT_STATES,
  offeredToJoin: ["offered"],
} as const;

/**
 * The /connections search params of a figure: the figure's own filter, within the region filter's countries
 * (so the list counts what the figure counts).
 */
export function connectionsLink(scope: readonly number[], figure: FigureFilter = {}): Record<string, string> {
  const filters: ConnectionFilters = {};
  const countries = figure.country !== undefined ? [figure.country] : sorted(scope);
  if (countries.length) filters.country = countries.map(String);
  if (figure.citizenship !== undefined) filters.citizenship = [String(figure.citizenship)];
  if (figure.graduation_year) filters.graduation_year = [figure.graduation_year];
  if (figure.event_title) filters.event_title = [figure.event_title];
  if (figure.activity_type?.length) filters.activity_type = [...figure.activity_type];
  if (figure.list_state?.length) filters.list_state = [...figure.list_state];
  if (figure.access_tier?.length) filters.access_tier = [...figure.access_tier];
  if (figure.school_name) filters.school_name = [figure.school_name];
  return connectionsSearchParams({ tab: figure.tab ?? "student", q: "", sort: "recent", filters, id: null });
}

/** A trend series key as a figure filter: a user type opens its tab, a list state filters by it. */
export function seriesFigure(key: string): FigureFilter {
  const type = CONNECTION_USER_TYPES.find((t) => t === key);
  if (type) return { tab: type };
  const state = LIST_STATES.find((s) => s === key);
  if (state) return { list_state: [state] };
  if (key === "added_to_list" || key === "addedToList") return { list_state: ADDED_TO_LIST_STATES };
  if (key === "applying" || key === "applicants") return { list_state: APPLICANT_STATES };
  return {};
}

/**
 * The body of the country-wise call for a tab and mode (spec 2 §7): by country, the region filter's countries are
 * countries of residence; by citizenship they are citizenships (citizenship_ids), and the rows are citizenships.
 */
export function countryWiseBody(scope: readonly number[], tab: CountryWiseTab, mode: "country" | "citizenship") {
  const states = STATES_OF_COUNTRY_WISE_TAB[tab];
  return {
    ...(mode === "country" ? { country_ids: [...scope] } : { citizenship_ids: [...scope] }),
    group_by: mode,
    ...(states ? { included_states: [...states] } : {}),
  };
}

/** A country-wise row's link: that country of residence, or that citizenship (any residence), in the tab's states. */
export function countryRowFigure(id: number, tab: CountryWiseTab, mode: "country" | "citizenship"): FigureFilter {
  const states = STATES_OF_COUNTRY_WISE_TAB[tab];
  const figure: FigureFilter = mode === "country" ? { country: id } : { citizenship: id };
  if (states) figure.list_state = states;
  return figure;
}

export function countryRowLink(id: number, tab: CountryWiseTab, mode: "country" | "citizenship") {
  return connectionsLink([], countryRowFigure(id, tab, mode));
}

/* ----------------------------------------------------------- trend charts */

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

/* ----------------------------------------------------------- world map */

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

/* ----------------------------------------------------------- week at a glance, bookings, onboarding */

type GlanceVisit = z.infer<typeof GlanceVisitSchema>;

/** A visit's calendar day and hours as the school set them ("2026-11-25", "09:00–10:00"). */
export function visitWhen(v: Pick<GlanceVisit, "event_date" | "time_from" | "time_to">): {
  day: string;
  hours: string;
} {
  return { day: v.event_date.slice(0, 10), hours: `${v.time_from.slice(0, 5)}–${v.time_to.slice(0, 5)}` };
}

/** Free slots grouped by their day in `zone`, days in order (the booking modal's day picker). */
export function slotsByDay(slots: readonly string[], zone: string): Array<{ day: string; slots: string[] }> {
  const fmt = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
  const days = new Map<string, string[]>();
  for (const slot of [...slots].sort()) {
    const day = fmt.format(new Date(slot));
    const list = days.get(day) ?? [];
    list.push(slot);
    days.set(day, list);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

type UserConfiguration = z.infer<typeof UserConfigurationSchema>;

export const ONBOARDING_STEPS = ["webinar", "visit", "feedback", "categories"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * The first steps of a new institution (dashboard onboarding), each marked done from the user's configuration:
 * a webinar or a school visit is what brings the first connections (done once there are some); feedback on past
 * visits only while some is pending; lead categories once the institution has any. An application client holds no
 * school visits: its list has neither visit step.
 */
export function onboardingSteps(
  config: UserConfiguration,
  client: boolean,
): Array<{ step: OnboardingStep; done: boolean }> {
  const steps: Array<{ step: OnboardingStep; done: boolean }> = [{ step: "webinar", done: config.has_leads_available }];
  if (!client) {
    steps.push({ step: "visit", done: config.has_leads_available });
    if (config.visits_feedback_pending) steps.push({ step: "feedback", done: false });
  }
  steps.push({ step: "categories", done: config.has_lead_categories_available });
  return steps;
}

/**
 * The dashboard's own checklist shows once the account's first steps (profile, time zone, colleagues… shown
 * under the home page) are done or dismissed: one checklist on the page at a time.
 */
export function showOnboarding(
  config: UserConfiguration | undefined,
  firstSteps: { steps: readonly unknown[]; completed_steps_count: number; dismissed: boolean } | undefined,
): boolean {
  if (!config || config.is_dashboard_onboarding_complete || !firstSteps) return false;
  return firstSteps.dismissed || firstSteps.completed_steps_count >= firstSteps.steps.length;
}

/**
 * Where an event's Participate action leads: the provider's events catalogue narrowed to the event's day (its
 * dates are UTC days overlapping the events), so the event is at hand with its Participate button.
 */
export function participateSearch(startsAt: string): { from: string; to: string } {
  const day = new Date(startsAt).toISOString().slice(0, 10);
  return { from: day, to: day };
}
