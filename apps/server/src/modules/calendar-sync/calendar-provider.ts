/**
 * What Quad needs of a calendar service (issue 25 §1), so that no sync depends on one vendor: list the
 * account's calendars, write (create or update) and delete one event, read busy times.
 */

/** One event as Quad writes it: the UID comes from Quad's own ids, so every write of it lands on one event. */
export interface CalendarEntry {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** The IANA zone the event is announced in. */
  timezone: string;
  summary: string;
  description: string;
  /** The place, or the meeting link of an online session. */
  location: string | null;
  url: string;
}

export interface RemoteCalendar {
  id: string;
  name: string;
  color: string | null;
}

/** Where the provider keeps an event Quad wrote. */
export interface WrittenEvent {
  remoteId: string;
  etag: string | null;
}

export interface BusyTime {
  start: Date;
  end: Date;
  /** The event's UID when the provider says it (CalDAV), so Quad's own events can be left out. */
  uid?: string;
}

export interface CalendarProviderClient {
  /** The account's name (Google's email; the CalDAV user name is known already). */
  account(): Promise<string | null>;
  listCalendars(): Promise<RemoteCalendar[]>;
  /** Creates or updates the entry's event in a calendar (the same event for the same UID, however often). */
  writeEvent(calendarId: string, entry: CalendarEntry): Promise<WrittenEvent>;
  /** Removes an event Quad wrote; one already gone is no failure. */
  deleteEvent(calendarId: string, written: WrittenEvent): Promise<void>;
  /** The busy times of these calendars inside [from, to). */
  busyTimes(calendarIds: string[], from: Date, to: Date): Promise<BusyTime[]>;
}

/** The provider refused the stored grant (Google's invalid_grant, a CalDAV 401): the user must connect again. */
export class CalendarGrantRefused extends Error {}
/** The provider could not be reached or failed: worth a retry. */
export class CalendarUnavailable extends Error {}

/** A file name or event id made of the UID's safe characters (the same for the same UID). */
export function uidFileName(uid: string): string {
  return `${uid.replace(/[^A-Za-z0-9._-]/g, "-")}.ics`;
}

const BASE32HEX = "0123456789abcdefghijklmnopqrstuv";

/** Google's event id for a UID: its bytes in base32hex (the only letters Google takes), stable per UID. */
export function googleEventId(uid: string): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of Buffer.from(uid, "utf8")) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32HEX[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32HEX[(value << (5 - bits)) & 31];
  return out;
}
