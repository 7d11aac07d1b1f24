import { DASHBOARD_CALL_SCHEMAS, type DashboardAnswer, type DashboardFilter } from "@quad/contract/api/dashboard";
import type { DashboardCall } from "@quad/contract/rules/dashboard";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseSchema } from "../../../lib/api-client";
import { dashboardKeys, postDashboard } from "./keys";

/** The answer of a POST dashboards/{name} call (spec 2 §7: the contract's one list of calls and their schemas). */
export type FigureOf<N extends DashboardCall> = DashboardAnswer<N>;

/** POST dashboards/{name} with the filter body, its answer checked by the contract's schema. */
export function getDashboardFigure<N extends DashboardCall>(name: N, body: DashboardFilter, signal?: AbortSignal) {
  return postDashboard(name, body, DASHBOARD_CALL_SCHEMAS[name] as ResponseSchema<FigureOf<N>>, signal);
}

/** One dashboard figure's query (its key and call). */
export function dashboardFigureQueryOptions<N extends DashboardCall>(name: N, body: DashboardFilter) {
  return queryOptions({
    queryKey: dashboardKeys.figure(name, body),
    queryFn: ({ signal }) => getDashboardFigure(name, body, signal),
  });
}

/** One dashboard figure; the previous answer stays on screen while a new filter loads. */
export function useDashboardFigure<N extends DashboardCall>(name: N, body: DashboardFilter, enabled = true) {
  return useQuery({ ...dashboardFigureQueryOptions(name, body), placeholderData: keepPreviousData, enabled });
}
