import type { Config } from "../../config.ts";
import {
  type BusyTime,
  type CalendarEntry,
  CalendarGrantRefused,
  type CalendarProviderClient,
  CalendarUnavailable,
  googleEventId,
  type RemoteCalendar,
  type WrittenEvent,
} from "./calendar-provider.ts";

type GoogleConfig = Pick<
  Config,
  "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "GOOGLE_TOKEN_URL" | "GOOGLE_AUTHORIZE_URL" | "GOOGLE_CALENDAR_API_URL"
>;

/** What the calendar scope asks: the events Quad writes, and reading the calendar list and busy times. */
export const GOOGLE_CALENDAR_SCOPE = [
  "https://www.googleapis.com/auth/calendar.events",
  "https://www.googleapis.com/auth/calendar.readonly",
].join(" ");

export interface GoogleTokens {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
}

/** Google's token endpoint (fixed in configuration, not an address users type: plain fetch). */
async function tokenRequest(config: GoogleConfig, form: Record<string, string>): Promise<GoogleTokens> {
  let res: Response;
  try {
    res = await fetch(config.GOOGLE_TOKEN_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: config.GOOGLE_CLIENT_ID ?? "",
        client_secret: config.GOOGLE_CLIENT_SECRET ?? "",
        ...form,
      }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new CalendarUnavailable(`Google token endpoint: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as Partial<GoogleTokens> & { error?: string };
  if (body.error === "invalid_grant") throw new CalendarGrantRefused("invalid_grant");
  if (!res.ok || typeof body.access_token !== "string") {
    throw new CalendarUnavailable(`Google token endpoint answered ${res.status} ${body.error ?? ""}`.trim());
  }
  return body as GoogleTokens;
}

/** Trades the authorisation code Google returned to /calendar-sync for tokens (the refresh token kept). */
export function exchangeGoogleCode(config: GoogleConfig, code: string, redirectUri: string) {
  return tokenRequest(config, { grant_type: "authorization_code", code, redirect_uri: redirectUri });
}

export interface GoogleGrant {
  refreshToken: string;
  accessToken: string | null;
  expiresAt: Date | null;
  /** Called with a new access token when one was fetched, so it is kept for the next call. */
  onToken: (accessToken: string, expiresAt: Date) => Promise<void>;
  now: () => Date;
}

/** Google Calendar through its REST API (v3), base address configurable (GOOGLE_CALENDAR_API_URL). */
export function googleCalendarProvider(config: GoogleConfig, grant: GoogleGrant): CalendarProviderClient {
  const api = config.GOOGLE_CALENDAR_API_URL.replace(/\/$/, "");
  let access = grant.accessToken;
  let expiresAt = grant.expiresAt;

  async function token(): Promise<string> {
    if (access && expiresAt && expiresAt.getTime() - 60_000 > grant.now().getTime()) return access;
    const fresh = await tokenRequest(config, { grant_type: "refresh_token", refresh_token: grant.refreshToken });
    access = fresh.access_token;
    expiresAt = new Date(grant.now().getTime() + (fresh.expires_in ?? 3600) * 1000);
    await grant.onToken(access, expiresAt);
    return access;
  }

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${api}${path}`, {
        method,
        headers: { authorization: `Bearer ${await token()}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      if (err instanceof CalendarGrantRefused || err instanceof CalendarUnavailable) throw err;
      throw new CalendarUnavailable(`Google Calendar: ${(err as Error).message}`);
    }
    const json = res.status === 204 ? null : await res.json().catch(() => null);
    if (res.status === 401) throw new CalendarGrantRefused("Google Calendar refused the access token");
    if (res.status >= 500 || res.status === 429)
      throw new CalendarUnavailable(`Google Calendar answered ${res.status}`);
    return { status: res.status, json };
  }

  const calendarPath = (id: string) => `/calendars/${encodeURIComponent(id)}`;

  function eventBody(entry: CalendarEntry) {
    return {
      id: googleEventId(entry.uid),
      iCalUID: entry.uid,
      sequence: entry.sequence,
      status: "confirmed",
      summary: entry.summary,
      description: entry.description,
      location: entry.location ?? undefined,
      start: { dateTime: entry.start.toISOString(), timeZone: entry.timezone },
      end: { dateTime: entry.end.toISOString(), timeZone: entry.timezone },
      source: { title: "Quad", url: entry.url },
    };
  }

  return {
    async account() {
      const list = await this.listCalendars();
      return (list as (RemoteCalendar & { primary?: boolean })[]).find((c) => c.primary)?.id ?? null;
    },

    async listCalendars() {
      const res = await call("GET", "/users/me/calendarList?minAccessRole=writer");
      if (res.status !== 200) throw new CalendarUnavailable(`calendarList answered ${res.status}`);
      const items = ((res.json as { items?: unknown[] })?.items ?? []) as {
        id: string;
        summary?: string;
        summaryOverride?: string;
        backgroundColor?: string;
        primary?: boolean;
      }[];
      return items.map((c) => ({
        id: c.id,
        name: c.summaryOverride ?? c.summary ?? c.id,
        color: c.backgroundColor ?? null,
        primary: c.primary === true,
      }));
    },

    async writeEvent(calendarId, entry): Promise<WrittenEvent> {
      const body = eventBody(entry);
      const eventPath = `${calendarPath(calendarId)}/events/${body.id}`;
      // Update in place; an event never written (404) is inserted under its id; an id Google already
      // holds (409: written before, perhaps deleted) is updated again. Either way one event per UID.
      let res = await call("PUT", eventPath, body);
      if (res.status === 404) {
        res = await call("POST", `${calendarPath(calendarId)}/events`, body);
        if (res.status === 409) res = await call("PUT", eventPath, body);
      }
      if (res.status !== 200) throw new CalendarUnavailable(`Google Calendar event write answered ${res.status}`);
      return { remoteId: body.id, etag: (res.json as { etag?: string })?.etag ?? null };
    },

    async deleteEvent(calendarId, written) {
      const res = await call("DELETE", `${calendarPath(calendarId)}/events/${encodeURIComponent(written.remoteId)}`);
      if (res.status !== 204 && res.status !== 200 && res.status !== 404 && res.status !== 410) {
        throw new CalendarUnavailable(`Google Calendar event delete answered ${res.status}`);
      }
    },

    async busyTimes(calendarIds, from, to): Promise<BusyTime[]> {
      const res = await call("POST", "/freeBusy", {
        timeMin: from.toISOString(),
        timeMax: to.toISOString(),
        items: calendarIds.map((id) => ({ id })),
      });
      if (res.status !== 200) throw new CalendarUnavailable(`freeBusy answered ${res.status}`);
      const calendars = (res.json as { calendars?: Record<string, { busy?: { start: string; end: string }[] }> })
        ?.calendars;
      return Object.values(calendars ?? {}).flatMap((c) =>
        (c.busy ?? []).map((b) => ({ start: new Date(b.start), end: new Date(b.end) })),
      );
    },
  };
}
