import { DashboardStepsResponseSchema } from "@quad/contract/api/onboarding";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { dashboardKeys } from "./keys";

/** GET user_onboarding/dashboard_steps — the first steps, each done from the institution's own data. */
export function getDashboardSteps(signal?: AbortSignal) {
  return apiRequest({ path: "user_onboarding/dashboard_steps", schema: DashboardStepsResponseSchema, signal });
}

export function useDashboardSteps(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.steps,
    queryFn: ({ signal }) => getDashboardSteps(signal),
    select: (data) => data.steps,
    enabled,
  });
}
