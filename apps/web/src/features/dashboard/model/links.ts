import { countryRowFigure, type FigureFilter } from "@quad/contract/api/dashboard-links";
import { type CountryWiseTab, STATES_OF_COUNTRY_WISE_TAB } from "@quad/contract/rules/dashboard";
import { type ConnectionFilters, connectionsSearchParams } from "../../../lib/connections-search";
import { sorted } from "./region-filter";

/* Links from the dashboard's figures to /connections: which list each figure opens is the contract's
   (api/dashboard-links.ts, read by the server's test too); this writes it as the /connections address. */

export type { FigureFilter } from "@quad/contract/api/dashboard-links";
export {
  countryRowFigure,
  FUNNEL_STATES,
  INSIGHT_ACTIVITY_KINDS,
  seriesFigure,
} from "@quad/contract/api/dashboard-links";

/**
 * The /connections search params of a figure: the figure's own filter, within the region filter's countries
 * (so the list counts what the figure counts).
 */
export function connectionsLink(scope: readonly number[], figure: FigureFilter = {}): Record<string, string> {
  const filters: ConnectionFilters = {};
  // A citizenship figure (country-wise by citizenship) is not narrowed to countries of residence.
  const countries =
    figure.country !== undefined ? [figure.country] : figure.citizenship !== undefined ? [] : sorted(scope);
  if (countries.length) filters.country = countries.map(String);
  if (figure.citizenship !== undefined) filters.citizenship = [String(figure.citizenship)];
  if (figure.graduation_year) filters.graduation_year = [figure.graduation_year];
  if (figure.event_title) filters.event_title = [figure.event_title];
  if (figure.activity_type?.length) filters.activity_type = [...figure.activity_type];
  if (figure.list_state?.length) filters.list_state = [...figure.list_state];
  if (figure.access_tier?.length) filters.access_tier = [...figure.access_tier];
  if (figure.school_name) filters.school_name = [figure.school_name];
  if (figure.source?.length) filters.source = [...figure.source];
  // A figure counts every user type unless it names one: the list opens on the tab of everyone.
  return connectionsSearchParams({ tab: figure.tab ?? "all", q: "", sort: "recent", filters, id: null });
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

export function countryRowLink(id: number, tab: CountryWiseTab, mode: "country" | "citizenship") {
  return connectionsLink([], countryRowFigure(id, tab, mode));
}
