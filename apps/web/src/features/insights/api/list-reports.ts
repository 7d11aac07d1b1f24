import { ReportsResponseSchema } from "@quad/contract/api/insights";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { insightsKeys } from "./keys";

/** GET reports — every report with its tier, lock and a platform-wide sample figure (also on no_access). */
export function listReports(signal?: AbortSignal) {
  return apiRequest({ path: "reports", schema: ReportsResponseSchema, signal });
}

export function useReports() {
  return useQuery({ queryKey: insightsKeys.reports, queryFn: ({ signal }) => listReports(signal), staleTime: 60_000 });
}
