import type { DashboardFilter } from "@quad/contract/api/dashboard";
import type { QueryClient } from "@tanstack/react-query";
import { initialFilterState } from "../model/region-filter";
import { dashboardFigureQueryOptions } from "./figures";
import { dashboardEventsQueryOptions } from "./get-dashboard-events";
import { selectedRegionsQueryOptions } from "./get-selected-regions";
import { userConfigurationQueryOptions } from "./get-user-configuration";

/** The figures of the dashboard's first screen (the funnel and the splits beside it). */
const FIRST_FIGURES = [
  "summary",
  "connection_insights",
  "listing",
  "university_profile_views",
  "added_list_dimentions",
] as const;

/**
 * The dashboard's first screen's data, asked as soon as the dashboard is the destination (at start, or when the
 * router starts going there), beside its code rather than after it: the saved regions, then the first figures for
 * them (the same queries the screen reads, so it finds them answered or on their way). Issue 28, decision 120.
 */
export default async function prefetchDashboard(client: QueryClient): Promise<void> {
  void client.prefetchQuery(userConfigurationQueryOptions);
  void client.prefetchQuery(dashboardEventsQueryOptions);
  const selected = await client.ensureQueryData(selectedRegionsQueryOptions);
  const body: DashboardFilter = { country_ids: initialFilterState(selected.country_ids).applied };
  await Promise.all(FIRST_FIGURES.map((name) => client.prefetchQuery(dashboardFigureQueryOptions(name, body))));
}
