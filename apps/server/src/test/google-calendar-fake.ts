import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeGoogleEvent {
  id: string;
  iCalUID?: string;
  summary?: string;
  location?: string;
  status?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  [key: string]: unknown;
}

/**
 * A local stand-in for Google's token endpoint and Calendar API v3 (calendarList, events insert/update/delete,
 * freeBusy), holding its events in memory like Google: an event id is unique per calendar (an insert of a
 * taken id answers 409), calls need a live access token, a revoked refresh token answers invalid_grant.
 */
export async function startGoogleCalendarFake(opts: { clientId: string; clientSecret: string; email: string }) {
  const calendars = [
    { id: opts.email, summary: opts.email, backgroundColor: "#9fe1e7", primary: true, accessRole: "owner" },
    { id: "team@group.calendar.google.com", summary: "Team visits", backgroundColor: "#f83a22", accessRole: "writer" },
  ];
  const events = new Map<string, Map<string, FakeGoogleEvent>>(calendars.map((c) => [c.id, new Map()]));
  const codes = new Set<string>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const calls: string[] = [];
  let counter = 0;
  let down = false;

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(body === undefined ? "" : JSON.stringify(body));
  };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = "";
      req.on("data", (c: Buffer) => {
        raw += c.toString("utf8");
      });
      req.on("end", () => resolve(raw));
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = await read(req);
    calls.push(`${req.method} ${url.pathname}`);
    if (down) return send(res, 503, { error: { code: 503, message: "Backend Error" } });
    if (req.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams(body);
      if (form.get("client_id") !== opts.clientId || form.get("client_secret") !== opts.clientSecret) {
        return send(res, 401, { error: "invalid_client" });
      }
      let refresh: string | undefined;
      if (form.get("grant_type") === "authorization_code") {
        if (!codes.delete(form.get("code") ?? "")) return send(res, 400, { error: "invalid_grant" });
        counter += 1;
        refresh = `refresh-${counter}`;
        refreshTokens.add(refresh);
      } else if (form.get("grant_type") === "refresh_token") {
        if (!refreshTokens.has(form.get("refresh_token") ?? "")) return send(res, 400, { error: "invalid_grant" });
      } else return send(res, 400, { error: "unsupported_grant_type" });
      counter += 1;
      const access = `access-${counter}`;
      accessTokens.add(access);
      return send(res, 200, { access_token: access, expires_in: 3599, token_type: "Bearer", refresh_token: refresh });
    }
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!accessTokens.has(bearer)) return send(res, 401, { error: { code: 401, message: "Invalid Credentials" } });
    if (req.method === "GET" && url.pathname === "/calendar/v3/users/me/calendarList") {
      return send(res, 200, { items: calendars });
    }
    if (req.method === "POST" && url.pathname === "/calendar/v3/freeBusy") {
      const q = JSON.parse(body) as { timeMin: string; timeMax: string; items: { id: string }[] };
      const result: Record<string, { busy: { start: string; end: string }[] }> = {};
      for (const { id } of q.items) {
        result[id] = {
          busy: [...(events.get(id)?.values() ?? [])]
            .filter((e) => e.status !== "cancelled" && e.end.dateTime > q.timeMin && e.start.dateTime < q.timeMax)
            .map((e) => ({ start: e.start.dateTime, end: e.end.dateTime })),
        };
      }
      return send(res, 200, { calendars: result });
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
    const calendar = match ? events.get(decodeURIComponent(match[1] ?? "")) : undefined;
    if (!match || !calendar) return send(res, 404, { error: { code: 404, message: "Not Found" } });
    const eventId = match[2] ? decodeURIComponent(match[2]) : undefined;
    if (req.method === "POST" && !eventId) {
      const event = JSON.parse(body) as FakeGoogleEvent;
      if (calendar.has(event.id))
        return send(res, 409, { error: { code: 409, message: "The requested identifier already exists." } });
      calendar.set(event.id, { ...event, etag: `"${++counter}"` });
      return send(res, 200, calendar.get(event.id));
    }
    if (!eventId) return send(res, 405, {});
    const existing = calendar.get(eventId);
    if (req.method === "PUT") {
      if (!existing) return send(res, 404, { error: { code: 404, message: "Not Found" } });
      calendar.set(eventId, { ...(JSON.parse(body) as FakeGoogleEvent), id: eventId, etag: `"${++counter}"` });
      return send(res, 200, calendar.get(eventId));
    }
    if (req.method === "DELETE") {
      if (!existing || existing.status === "cancelled")
        return send(res, 410, { error: { code: 410, message: "Deleted" } });
      // Google keeps a deleted event's id (status cancelled): inserting it again answers 409.
      existing.status = "cancelled";
      res.writeHead(204);
      return res.end();
    }
    return send(res, 405, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    tokenUrl: `${base}/token`,
    apiUrl: `${base}/calendar/v3`,
    calendars,
    calls,
    /** A code the token endpoint takes once (what Google puts in the return address). */
    grant(): string {
      counter += 1;
      const code = `code-${counter}`;
      codes.add(code);
      return code;
    },
    /** The user revoked Quad's access: every refresh token and access token stops working. */
    revoke() {
      refreshTokens.clear();
      accessTokens.clear();
    },
    setDown(value: boolean) {
      down = value;
    },
    /** The live (not cancelled) events of a calendar. */
    live(calendarId: string): FakeGoogleEvent[] {
      return [...(events.get(calendarId)?.values() ?? [])].filter((e) => e.status !== "cancelled");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
