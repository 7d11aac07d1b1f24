import { useMutation } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";

/** DELETE users/calendar_feed — the calendar address stops working. */
export function revokeCalendarFeed() {
  return guestRequest<unknown>({ method: "DELETE", path: "users/calendar_feed" });
}

export function useRevokeCalendarFeed() {
  return useMutation({ mutationFn: revokeCalendarFeed });
}
