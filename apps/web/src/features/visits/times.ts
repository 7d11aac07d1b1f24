import type { Event } from "@quad/contract/api/events";
import { toMinutes } from "@quad/contract/rules/availability";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { formatDate, formatTime } from "../../lib/dates";

/** A visit's time in the school's zone and in the viewer's. */

export interface ZonedTime {
  zone: string;
  date: string;
  from: string;
  to: string;
  /** "(GMT+08:00) Asia/Singapore" at the visit's time. */
  label: string;
}

/** The visit's start and end instants; null while it has no date. */
export function visitInstants(
  event: Pick<Event, "starts_at" | "time_from" | "time_to">,
): { start: Date; end: Date } | null {
  if (!event.starts_at || !event.time_from || !event.time_to) return null;
  const start = new Date(event.starts_at);
  const end = new Date(start.getTime() + (toMinutes(event.time_to) - toMinutes(event.time_from)) * 60_000);
  return { start, end };
}

export function zonedTime(start: Date, end: Date, zone: string): ZonedTime {
  return {
    zone,
    date: formatDate(start, zone),
    from: formatTime(start, zone),
    to: formatTime(end, zone),
    label: timezoneLabel(zone, start),
  };
}

/**
 * The visit's time in the school's zone, and in the viewer's zone when that is another zone.
 * Null while the visit has no date.
 */
export function visitTimes(
  event: Pick<Event, "starts_at" | "time_from" | "time_to" | "school_timezone">,
  viewerZone: string,
): { school: ZonedTime; viewer: ZonedTime | null } | null {
  const at = visitInstants(event);
  if (!at) return null;
  const school = zonedTime(at.start, at.end, event.school_timezone);
  const viewer = viewerZone !== event.school_timezone ? zonedTime(at.start, at.end, viewerZone) : null;
  return { school, viewer };
}
