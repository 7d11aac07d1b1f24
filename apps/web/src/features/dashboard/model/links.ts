import {
  type ACTIVITY_KINDS,
  ADDED_TO_LIST_STATES,
  APPLICANT_STATES,
  CONNECTION_USER_TYPES,
  LIST_STATES,
} from "@quad/contract/rules/connections";
import { type CountryWiseTab, STATES_OF_COUNTRY_WISE_TAB } from "@quad/contract/rules/dashboard";
import { type ConnectionFilters, connectionsSearchParams } from "../../../lib/connections-search";
import { sorted } from "./region-filter";

/* Links from the dashboard's figures to /connections. */

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
