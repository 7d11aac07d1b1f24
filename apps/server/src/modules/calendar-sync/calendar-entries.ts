import { createHash } from "node:crypto";
import { wallClockInstant } from "@quad/contract/rules/slot-dates";
import { visitCalendarUid } from "../mail/visit-calendar.ts";
import { webinarCalendarSequence, webinarCalendarUid } from "../webinars/webinar-mails.ts";
import type { MeetingEntryRow, SessionEntryRow, VisitEntryRow } from "./calendar-entries.repository.ts";
import type { CalendarEntry } from "./calendar-provider.ts";

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/**
 * The calendar events of a user's visits, sessions and meetings, with the UIDs and SEQUENCEs of the mailed
 * calendar files (modules/mail/visit-mail.ts, modules/webinars/webinar-mails.ts, dashboard.mail.ts), so an event
 * the user also got by mail is the same event, and a second sync writes over the first.
 */
export function calendarEntries(
  appUrl: string,
  rows: { visits: VisitEntryRow[]; sessions: SessionEntryRow[]; meetings: MeetingEntryRow[] },
): CalendarEntry[] {
  const visits = rows.visits.map((v): CalendarEntry => {
    const zone = v.school_timezone ?? "UTC";
    const url = `${appUrl}/events/${v.id}`;
    return {
      uid: visitCalendarUid(appUrl, v.id),
      sequence: v.sequence,
      start: wallClockInstant(v.event_date, hhmm(v.start_minute), zone),
      end: wallClockInstant(v.event_date, hhmm(v.end_minute), zone),
      timezone: zone,
      summary: `Visit: ${v.university_name} at ${v.school_name}`,
      description: `${v.university_name} visits ${v.school_name} (${zone}).\n\n${url}`,
      location: v.location,
      url,
    };
  });
  const sessions = rows.sessions.map((s): CalendarEntry => {
    const url = `${appUrl}/event/sessions/${s.id}`;
    const place = s.is_in_person ? s.location : (s.join_url ?? s.location);
    return {
      uid: webinarCalendarUid(appUrl, s.id),
      sequence: webinarCalendarSequence(s),
      start: s.start_time,
      end: s.end_time,
      timezone: s.timezone,
      summary: s.title,
      description: [s.description, `(${s.timezone})`, url].filter(Boolean).join("\n\n"),
      location: place,
      url,
    };
  });
  const meetings = rows.meetings.map(
    (m): CalendarEntry => ({
      uid: `event-booking-${m.id}@quad`,
      sequence: 0,
      start: m.start_at,
      end: m.end_at,
      timezone: m.rep_timezone,
      summary: `Meeting with ${m.rep_name}`,
      description: [m.comments, `(${m.rep_timezone})`, `${appUrl}/dashboard`].filter(Boolean).join("\n\n"),
      location: null,
      url: `${appUrl}/dashboard`,
    }),
  );
  return [...visits, ...sessions, ...meetings];
}

/** What was written for an entry: the same fingerprint means nothing to write again. */
export function entryFingerprint(entry: CalendarEntry): string {
  return createHash("sha256")
    .update(
      JSON.stringify([
        entry.uid,
        entry.sequence,
        entry.start.toISOString(),
        entry.end.toISOString(),
        entry.timezone,
        entry.summary,
        entry.description,
        entry.location,
        entry.url,
      ]),
    )
    .digest("base64url");
}
