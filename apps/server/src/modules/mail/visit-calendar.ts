import type { VisitStatus } from "@quad/contract/rules/visits";
import { ICalEventStatus } from "ical-generator";
import { type CalendarMethod, calendarFile, type MailCalendar } from "./calendar-file.ts";
import type { VisitInstants } from "./visit-times.ts";

export type { CalendarMethod, MailCalendar };

/**
 * Which calendar file a visit's mail carries: a REQUEST (add or update the entry) while the visit is
 * live, a CANCEL (remove it) once it is cancelled or declined.
 */
export function calendarMethod(status: VisitStatus): CalendarMethod {
  return status === "cancel" || status === "declined" ? "CANCEL" : "REQUEST";
}

const EVENT_STATUS: Record<VisitStatus, ICalEventStatus> = {
  requested: ICalEventStatus.TENTATIVE,
  pending: ICalEventStatus.TENTATIVE,
  reschedule: ICalEventStatus.TENTATIVE,
  confirm: ICalEventStatus.CONFIRMED,
  cancel: ICalEventStatus.CANCELLED,
  declined: ICalEventStatus.CANCELLED,
};

/** The visit's calendar UID: one per visit in every mail's file and in the staff feed, so nothing duplicates. */
export function visitCalendarUid(appUrl: string, visitId: number): string {
  return `visit-${visitId}@${new URL(appUrl).hostname}`;
}

/** The one visit the file describes, as the reader gets it. */
export interface VisitCalendarInput {
  /** Stable per visit: the same UID in every file about it, so calendars update and remove one entry. */
  uid: string;
  sequence: number;
  status: VisitStatus;
  at: VisitInstants;
  /** The school's zone: the visit's times are the school's wall clock (DTSTART;TZID=…). */
  timezone?: string | null;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  /** Who sends the invitation: the school's name at the product's sender address. */
  organizer: { name: string; email: string };
  /** The reader; no reply is asked for (Quad does not read calendar replies). */
  attendee: string;
}

/** The visit as an iCalendar file (RFC 5545, its iTIP method per RFC 5546), times in the school's zone. */
export function visitCalendar(input: VisitCalendarInput): MailCalendar {
  return calendarFile({
    method: calendarMethod(input.status),
    filename: "visit.ics",
    product: "Visits",
    uid: input.uid,
    sequence: input.sequence,
    status: EVENT_STATUS[input.status],
    start: input.at.start,
    end: input.at.end,
    timezone: input.timezone ?? null,
    stamp: input.stamp,
    summary: input.summary,
    description: input.description,
    location: input.location,
    url: input.url,
    organizer: input.organizer,
    attendee: input.attendee,
  });
}
