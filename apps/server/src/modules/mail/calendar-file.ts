import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  type ICalCalendar,
  ICalCalendarMethod,
  type ICalEventStatus,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { MailCalendar } from "../../plugins/mailer.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The iTIP methods of invitations mailed to a reader. */
export type CalendarMethod = "REQUEST" | "CANCEL";
/** A file's method: an invitation's, or PUBLISH for a file or feed the reader adds on their own. */
export type CalendarFileMethod = CalendarMethod | "PUBLISH";

/** An iCalendar file to send with a mail (the mailer's own type). */
export type { MailCalendar };

/**
 * One event as an iCalendar file (RFC 5545, its iTIP method per RFC 5546): times in the event's IANA zone with
 * its VTIMEZONE when one is given (decision 100), else in UTC.
 */
export interface CalendarEventInput {
  method: CalendarFileMethod;
  filename: string;
  /** PRODID's product: "Visits", "Webinars". */
  product: string;
  /** Stable per event: the same UID in every file about it, so calendars update and remove one entry. */
  uid: string;
  sequence: number;
  status: ICalEventStatus;
  start: Date;
  end: Date;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  /**
   * The IANA zone the event is announced in: DTSTART;TZID=… with the zone's VTIMEZONE (timezones-ical-library);
   * null, UTC or a zone without a VTIMEZONE write UTC instants.
   */
  timezone?: string | null;
  /** Who sends the invitation (the product's sender address); none in a calendar object Quad writes itself. */
  organizer?: { name: string; email: string };
  /** The reader; no reply is asked for (Quad does not read calendar replies). None in a published file. */
  attendee?: string;
  /** Display alarms (VALARM), each this many minutes before the start. */
  alarmsMinutesBefore?: number[];
  /** The alarm's text (defaults to the summary). */
  alarmText?: string;
}

const METHODS = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} satisfies Record<CalendarFileMethod, ICalCalendarMethod>;

type EventFields = Omit<CalendarEventInput, "method" | "filename" | "product">;

const VTIMEZONES = new Map<string, string | null>();

/** The zone's VTIMEZONE block, or null for UTC and a zone the library does not know (then UTC is written). */
export function vtimezone(zone: string | null | undefined): string | null {
  if (!zone || zone === "UTC" || zone === "Etc/UTC") return null;
  let block = VTIMEZONES.get(zone);
  if (block === undefined) {
    const found = tzlib_get_ical_block(zone)[0];
    block = typeof found === "string" && found.startsWith("BEGIN:VTIMEZONE") ? found : null;
    VTIMEZONES.set(zone, block);
  }
  return block;
}

/** A calendar that writes each zone's VTIMEZONE once, for the events that name one. */
function newCalendar(options: Parameters<typeof ical>[0]): ICalCalendar {
  const calendar = ical(options);
  calendar.timezone({ name: null, generator: (zone) => vtimezone(zone) });
  return calendar;
}

function addEvent(calendar: ICalCalendar, input: EventFields) {
  const zone = vtimezone(input.timezone) ? (input.timezone as string) : null;
  const event = calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp,
    // With a zone, ical-generator writes the wall clock of a zoned day.js date (TZID=…), else the UTC instant.
    start: zone ? dayjs(input.start).tz(zone) : input.start,
    end: zone ? dayjs(input.end).tz(zone) : input.end,
    timezone: zone,
    summary: input.summary,
    description: input.description,
    location: input.location,
    url: input.url,
    status: input.status,
    organizer: input.organizer,
    attendees: input.attendee
      ? [
          {
            email: input.attendee,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.NEEDSACTION,
            rsvp: false,
          },
        ]
      : [],
  });
  for (const minutes of input.alarmsMinutesBefore ?? []) {
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: minutes * 60,
      description: input.alarmText ?? input.summary,
    });
  }
}

export function calendarFile(input: CalendarEventInput): MailCalendar {
  const calendar = newCalendar({
    prodId: { company: "Quad", product: input.product, language: "EN" },
    method: METHODS[input.method],
  });
  addEvent(calendar, input);
  return { method: input.method, filename: input.filename, content: calendar.toString() };
}

/** A subscribed calendar (a feed): several events, METHOD:PUBLISH, with a name and a refresh interval. */
export interface CalendarFeedInput {
  product: string;
  name: string;
  /** How often subscribers should fetch again (seconds): REFRESH-INTERVAL and X-PUBLISHED-TTL. */
  refreshSeconds: number;
  events: EventFields[];
}

export function calendarFeed(input: CalendarFeedInput): string {
  const calendar = newCalendar({
    prodId: { company: "Quad", product: input.product, language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    name: input.name,
    ttl: input.refreshSeconds,
  });
  for (const event of input.events) addEvent(calendar, event);
  return calendar.toString();
}

/**
 * One event as a calendar object Quad stores on a CalDAV server (RFC 4791 §4.1: no METHOD, no organizer, so the
 * server schedules nothing): the same builder, UID, SEQUENCE and zone as the mailed files and the feeds.
 */
export function calendarObject(input: { product: string; event: Omit<EventFields, "organizer" | "attendee"> }) {
  const calendar = newCalendar({ prodId: { company: "Quad", product: input.product, language: "EN" } });
  addEvent(calendar, input.event);
  return calendar.toString();
}
