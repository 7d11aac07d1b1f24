import { CalendarFeedResponseSchema } from "@quad/contract/api/webinars";
import { useMutation } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";

/** POST users/calendar_feed — a new private iCalendar address of the guest's sessions (the old one stops working). */
export function createCalendarFeed() {
  return guestRequest({ method: "POST", path: "users/calendar_feed", schema: CalendarFeedResponseSchema });
}

export function useCreateCalendarFeed() {
  return useMutation({ mutationFn: createCalendarFeed });
}
