import { UpcomingBookingsSchema } from "@quad/contract/api/dashboard";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { dashboardKeys } from "./keys";

/** GET upcoming_calendly_events — the user's booked meetings still to come. */
export function listUpcomingBookings(signal?: AbortSignal) {
  return apiRequest({ path: "upcoming_calendly_events", schema: UpcomingBookingsSchema, signal });
}

export function useUpcomingBookings() {
  return useQuery({ queryKey: dashboardKeys.upcomingBookings, queryFn: ({ signal }) => listUpcomingBookings(signal) });
}
