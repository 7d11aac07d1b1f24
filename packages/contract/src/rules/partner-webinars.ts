import { sessionTiming } from "./session-timing.ts";

/** A university's or application client's webinar sessions (spec 3 §1, §5; issue 10 §4). */
export const WEBINAR_STATUSES = ["draft", "published", "cancelled"] as const;
export type WebinarStatus = (typeof WEBINAR_STATUSES)[number];
/** What a partner may save a session as; cancelled comes only through the cancel call. */
export const EDITABLE_WEBINAR_STATUSES = ["draft", "published"] as const;
export const WEBINAR_TABS = ["upcoming", "live", "past"] as const;
export type WebinarTab = (typeof WEBINAR_TABS)[number];
export const REGISTRATION_STATUSES = ["registered", "waitlisted", "cancelled"] as const;

export const WEBINAR_CAPACITY_MAX = 100_000;
export const WEBINAR_SPEAKERS_MAX = 20;
export const PARTNER_WEBINARS_PAGE_SIZE = 20;
export const REGISTRANTS_PAGE_SIZE = 25;

export const WEBINAR_MESSAGES = {
  endAfterStart: "End time must be after the start time",
  invalidTimezone: "Please select a valid time zone",
  invalidDateTime: "Please enter a valid date and time",
  locationRequired: "is required for an in-person session",
  alreadyCancelled: "This session is already cancelled",
  cancelledNotEditable: "A cancelled session cannot be edited",
  eventNotOpen: "This event is not open for participation",
  pastNotCancellable: "A session that has ended cannot be cancelled",
} as const;

/** "YYYY-MM-DDTHH:mm" (the value of a datetime-local field): a wall-clock time in the session's zone. */
export const WALL_TIME_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a wall time's date exists on the calendar (no 31 February). */
export function isCalendarWallTime(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether the runtime knows the IANA zone (or UTC). */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether a URL field's value is a web address (spec 3 §5 "URL must start with http or https"). */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The tab a session sits in; a cancelled session keeps its tab by time. */
export function webinarTab(start: Date | string, end: Date | string, now: Date): WebinarTab {
  return sessionTiming(start, end, now);
}

/** Whether a partner may still cancel the session: not cancelled already, and not over. */
export function canCancelWebinar(status: WebinarStatus, end: Date | string, now: Date): boolean {
  return status !== "cancelled" && now.getTime() < new Date(end).getTime();
}

/** Whether a partner may edit the session: anything but a cancelled one (a past one may get its recording). */
export function canEditWebinar(status: WebinarStatus): boolean {
  return status !== "cancelled";
}

/** Seats left (null when unlimited). */
export function seatsLeft(capacity: number | null, registered: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - registered);
}

/** "1h 05m", "12m", "45s": the time a registrant spent in the live session; "" for none. */
export function formatJoinedDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return "";
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (h > 0) return `${h}h ${String(m).padStart(2, "0")}m`;
  if (m > 0) return `${m}m`;
  return `${Math.floor(seconds)}s`;
}
