import { ICalEventStatus } from "ical-generator";
import { createDAVClient, type DAVCalendar } from "tsdav";
import type { OutboundClient } from "../../lib/outbound/client.ts";
import { guardedFetch } from "../../lib/outbound/fetch.ts";
import { outboundUrlProblem } from "../../lib/outbound/url-rule.ts";
import { calendarObject } from "../mail/calendar-file.ts";
import { busyTimesOf } from "./calendar-busy.ts";
import {
  type BusyTime,
  type CalendarEntry,
  CalendarGrantRefused,
  type CalendarProviderClient,
  CalendarUnavailable,
  uidFileName,
  type WrittenEvent,
} from "./calendar-provider.ts";

export interface CalDavAccount {
  serverUrl: string;
  username: string;
  password: string;
}

/**
 * One event as a CalDAV object (RFC 4791: no METHOD), by the mailed files' builder: the same UID and SEQUENCE,
 * times in the entry's zone with its VTIMEZONE (decision 100).
 */
export function calDavObject(entry: CalendarEntry, stamp: Date): string {
  return calendarObject({
    product: "Calendar sync",
    event: {
      uid: entry.uid,
      sequence: entry.sequence,
      status: ICalEventStatus.CONFIRMED,
      start: entry.start,
      end: entry.end,
      timezone: entry.timezone,
      stamp,
      summary: entry.summary,
      description: entry.description,
      location: entry.location,
      url: entry.url,
    },
  });
}

/**
 * A CalDAV server (Apple iCloud, Fastmail, Nextcloud, Radicale…) through tsdav. Its address was typed by the
 * user: it is checked by the URL rule before anything connects, and every request tsdav makes goes through the
 * guarded outbound client (decision 057), so the address rule applies to each connection and redirect.
 */
export function calDavProvider(
  account: CalDavAccount,
  deps: { outbound: OutboundClient; allowHttp: boolean; now: () => Date },
): CalendarProviderClient {
  let client: Awaited<ReturnType<typeof createDAVClient>> | null = null;
  let calendars: DAVCalendar[] | null = null;

  async function connect() {
    if (client) return client;
    if (outboundUrlProblem(account.serverUrl, deps.allowHttp)) throw new CalendarUnavailable("address not allowed");
    try {
      client = await createDAVClient({
        serverUrl: account.serverUrl,
        credentials: { username: account.username, password: account.password },
        authMethod: "Basic",
        defaultAccountType: "caldav",
        fetch: guardedFetch(deps.outbound),
      });
      return client;
    } catch (err) {
      const message = (err as Error).message ?? "";
      if (/401|403|unauthori[sz]ed|forbidden|invalid credentials/i.test(message)) {
        throw new CalendarGrantRefused(message);
      }
      throw new CalendarUnavailable(`CalDAV: ${message}`);
    }
  }

  async function allCalendars() {
    if (calendars) return calendars;
    const c = await connect();
    try {
      calendars = (await c.fetchCalendars()).filter((cal) => !cal.components || cal.components.includes("VEVENT"));
    } catch (err) {
      throw new CalendarUnavailable(`CalDAV calendars: ${(err as Error).message}`);
    }
    return calendars;
  }

  async function calendarOf(id: string) {
    const found = (await allCalendars()).find((c) => c.url === id);
    if (!found) throw new CalendarUnavailable("the chosen calendar is no longer on the server");
    return found;
  }

  function check(res: Response, what: string, allowed: number[] = []) {
    if (res.status === 401 || res.status === 403) throw new CalendarGrantRefused(`${what}: ${res.status}`);
    if (!res.ok && !allowed.includes(res.status)) throw new CalendarUnavailable(`${what} answered ${res.status}`);
  }

  return {
    async account() {
      return account.username;
    },

    async listCalendars() {
      return (await allCalendars()).map((c) => ({
        id: c.url,
        name: typeof c.displayName === "string" && c.displayName !== "" ? c.displayName : c.url,
        color: c.calendarColor ?? null,
      }));
    },

    async writeEvent(calendarId, entry): Promise<WrittenEvent> {
      const c = await connect();
      const calendar = await calendarOf(calendarId);
      const url = new URL(uidFileName(entry.uid), calendar.url.endsWith("/") ? calendar.url : `${calendar.url}/`).href;
      // An unconditional PUT to the address derived from the UID: created the first time, replaced afterwards.
      const res = await c
        .updateCalendarObject({ calendarObject: { url, data: calDavObject(entry, deps.now()) } })
        .catch((err: Error) => {
          throw new CalendarUnavailable(`CalDAV write: ${err.message}`);
        });
      check(res, "CalDAV write");
      return { remoteId: url, etag: res.headers.get("etag") };
    },

    async deleteEvent(_calendarId, written) {
      const c = await connect();
      const res = await c.deleteCalendarObject({ calendarObject: { url: written.remoteId } }).catch((err: Error) => {
        throw new CalendarUnavailable(`CalDAV delete: ${err.message}`);
      });
      check(res, "CalDAV delete", [404, 410]);
    },

    async busyTimes(calendarIds, from, to) {
      const c = await connect();
      const busy: BusyTime[] = [];
      for (const id of calendarIds) {
        // A calendar-query with a time range (RFC 4791 §7.8), which every CalDAV server answers (free-busy-query
        // is missing on some, Radicale 3.1 among them); the events' UIDs let Quad leave its own out.
        const objects = await c
          .fetchCalendarObjects({
            calendar: await calendarOf(id),
            timeRange: { start: from.toISOString(), end: to.toISOString() },
          })
          .catch((err: Error) => {
            throw new CalendarUnavailable(`CalDAV busy times: ${err.message}`);
          });
        busy.push(
          ...busyTimesOf(
            objects.map((o) => String(o.data ?? "")),
            from,
            to,
          ),
        );
      }
      return busy;
    },
  };
}
