import type { DashboardFilter } from "@quad/contract/api/dashboard";
import { apiRequest, type ResponseSchema } from "../../../lib/api-client";

/** Query keys of the dashboard: every figure under `dashboardKeys.all`, so a saved filter or a booking refreshes them. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  figure: (name: string, body: DashboardFilter) => ["dashboard", name, body] as const,
  events: ["dashboard", "events"] as const,
  selectedRegions: ["dashboard", "selected-regions"] as const,
  assignedRep: ["dashboard", "assigned-rep"] as const,
  upcomingBookings: ["dashboard", "upcoming-bookings"] as const,
  configuration: ["user-configurations"] as const,
  /** Under `all`: a booking or a saved filter refreshes it with the figures. */
  steps: ["dashboard", "first-steps"] as const,
};

/** POST dashboards/{name} with the filter body (every dashboard figure call, spec 2 §7). */
export function postDashboard<T>(name: string, body: DashboardFilter, schema: ResponseSchema<T>, signal?: AbortSignal) {
  return apiRequest({ method: "POST", path: `dashboards/${name}`, json: body, schema, signal });
}
