import { createHash } from "node:crypto";
import type { FeedEntry } from "../staff-calendar/staff-calendar.entries.ts";
import type { MeetingEntryRow } from "./calendar-meetings.repository.ts";
import type { CalendarEntry } from "./calendar-provider.ts";

/**
 * The events calendar sync writes: the user's calendar entries as the staff feed and the mails write them (one
 * source, staff-calendar's userCalendarEntries: same UID, SEQUENCE, zone and title), and the meetings the user
 * booked, so an event the user also got by mail or feed is the same event and a second sync writes over the first.
 */
export function syncEntries(appUrl: string, shared: FeedEntry[], meetings: MeetingEntryRow[]): CalendarEntry[] {
  const entries = shared.map(
    (e): CalendarEntry => ({
      uid: e.uid,
      sequence: e.sequence,
      start: e.start,
      end: e.end,
      timezone: e.timezone ?? "UTC",
      summary: e.summary,
      description: e.description,
      location: e.location,
      url: e.url,
    }),
  );
  const booked = meetings.map(
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
  return [...entries, ...booked];
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
