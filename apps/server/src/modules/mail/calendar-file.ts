import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalEventStatus,
} from "ical-generator";

export type CalendarMethod = "REQUEST" | "CANCEL";

/** An iCalendar file to send with a mail. */
export interface MailCalendar {
  method: CalendarMethod;
  filename: string;
  content: string;
}

/** One event as an iCalendar file (RFC 5545, its iTIP method per RFC 5546), times in UTC. */
export interface CalendarEventInput {
  method: CalendarMethod;
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
  /** The reader; no reply is asked for (Quad does not read calendar replies). */
  attendee: string;
  /** Display alarms (VALARM), each this many minutes before the start. */
  alarmsMinutesBefore?: number[];
  /** The alarm's text (defaults to the summary). */
  alarmText?: string;
}

export function calendarFile(input: CalendarEventInput): MailCalendar {
  const calendar = ical({
    prodId: { company: "Quad", product: input.product, language: "EN" },
    method: input.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
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
    attendees: [
      {
        email: input.attendee,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: false,
      },
    ],
  });
  for (const minutes of input.alarmsMinutesBefore ?? []) {
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: minutes * 60,
      description: input.alarmText ?? input.summary,
    });
  }
  return { method: input.method, filename: input.filename, content: calendar.toString() };
}
