import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  type ICalCalendar,
  ICalCalendarMethod,
  type ICalEventStatus,
} from "ical-generator";
import type { MailCalendar } from "../../plugins/mailer.ts";

/** The iTIP methods of invitations mailed to a reader. */
export type CalendarMethod = "REQUEST" | "CANCEL";
/** A file's method: an invitation's, or PUBLISH for a file or feed the reader adds on their own. */
export type CalendarFileMethod = CalendarMethod | "PUBLISH";

/** An iCalendar file to send with a mail (the mailer's own type). */
export type { MailCalendar };

/** One event as an iCalendar file (RFC 5545, its iTIP method per RFC 5546), times in UTC. */
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
  /** Who sends the invitation (the product's sender address). */
  organizer: { name: string; email: string };
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

function addEvent(calendar: ICalCalendar, input: EventFields) {
  const event = calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp,
    start: input.start,
    end: input.end,
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
  const calendar = ical({
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
  const calendar = ical({
    prodId: { company: "Quad", product: input.product, language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    name: input.name,
    ttl: input.refreshSeconds,
  });
  for (const event of input.events) addEvent(calendar, event);
  return calendar.toString();
}
