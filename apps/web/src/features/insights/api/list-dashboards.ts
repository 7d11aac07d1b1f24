import { SisenseDashboardsSchema } from "@quad/contract/api/insights";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "../../../lib/api-client";
import { useSessionStore } from "../../../lib/session-store";
import { insightsKeys } from "./keys";

/** GET sisense/dashboards — the reports the plan opens, each with the address it is read at. */
export function listDashboards(signal?: AbortSignal) {
  return apiRequest({ path: "sisense/dashboards", schema: SisenseDashboardsSchema, signal });
}

/**
 * Keeps the session's analytics dashboards (spec 1 §1) in step with the plan: loaded when the insights area opens on
 * free or paid (no_access is refused by the server, so not asked), kept until sign-out.
 */
export function useAnalyticsDashboards(enabled: boolean) {
  const setAnalytics = useSessionStore((s) => s.setAnalytics);
  const query = useQuery({
    queryKey: insightsKeys.dashboards,
    queryFn: ({ signal }) => listDashboards(signal),
    enabled,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data) setAnalytics({ dashboards: query.data.dashboards });
  }, [query.data, setAnalytics]);
  return query;
}
