import { StaffCalendarFeedResponseSchema } from "@quad/contract/api/staff-calendar";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshManagementTools } from "./management-tools";

/** The signed-in user's calendar feed (GET, POST to turn on or reset, DELETE to turn off users/calendar_feed). */
export const calendarFeedQueryKey = ["users", "calendar_feed"] as const;

export function getCalendarFeed(signal?: AbortSignal) {
  return apiRequest({ path: "users/calendar_feed", schema: StaffCalendarFeedResponseSchema, signal });
}

export const calendarFeedQueryOptions = queryOptions({
  queryKey: calendarFeedQueryKey,
  queryFn: ({ signal }) => getCalendarFeed(signal),
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}

/** POST users/calendar_feed: turns the feed on, or gives it a new address (the old one stops working). */
export function resetCalendarFeed() {
  return apiRequest({ method: "POST", path: "users/calendar_feed", schema: StaffCalendarFeedResponseSchema });
}

export function useResetCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["users", "calendar_feed", "reset"],
    mutationFn: resetCalendarFeed,
    onSuccess: (res) => {
      client.setQueryData(calendarFeedQueryKey, res);
      void refreshManagementTools(client);
    },
  });
}

/** DELETE users/calendar_feed */
export async function turnOffCalendarFeed() {
  await apiRequest({ method: "DELETE", path: "users/calendar_feed" });
}

export function useTurnOffCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["users", "calendar_feed", "off"],
    mutationFn: turnOffCalendarFeed,
    onSuccess: () => {
      client.setQueryData(calendarFeedQueryKey, { calendar_feed: null });
      void refreshManagementTools(client);
    },
  });
}
