import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { guestRequest } from "../../api/guest-request";

const CalendarFeedAnswerSchema = z.object({ url: z.string() });

/** POST users/calendar_feed — a new private iCalendar address of the guest's sessions (the old one stops working). */
export function createCalendarFeed() {
  return guestRequest({ method: "POST", path: "users/calendar_feed", schema: CalendarFeedAnswerSchema });
}

export function useCreateCalendarFeed() {
  return useMutation({ mutationFn: createCalendarFeed });
}
