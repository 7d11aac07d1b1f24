import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { confirmedVisit, DAY } from "../../test/calendar-fixtures.ts";
import { startGoogleCalendarFake } from "../../test/google-calendar-fake.ts";
import { createSession } from "../../test/webinars.ts";
import { events } from "../visits/visits.table.ts";
import { googleEventId } from "./calendar-provider.ts";
import { calendarVisitAnnouncer } from "./calendar-sync.announcer.ts";
import { createCalendarSyncRepository } from "./calendar-sync.repository.ts";
import { createCalendarSyncRun } from "./calendar-sync.run.ts";
import { googleCalendarProvider } from "./google-calendar.provider.ts";

const API = "/api/v1/partners";
const SECRET = "calendar-test-secret-0123456789";

type Fake = Awaited<ReturnType<typeof startGoogleCalendarFake>>;

describe("calendar sync with Google (a local fake of its token and Calendar endpoints)", () => {
  let t: TestApp;
  let google: Fake;
  let me: Awaited<ReturnType<TestApp["createSignedIn"]>>;
  const base = () => `${API}/institutes/${me.partner.id}`;
  const run = () => createCalendarSyncRun(t.app.ctx);

  beforeAll(async () => {
    google = await startGoogleCalendarFake({
      clientId: "cal-client",
      clientSecret: "cal-secret",
      email: "rep@uni.test",
    });
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: "cal-client",
        GOOGLE_CLIENT_SECRET: "cal-secret",
        GOOGLE_TOKEN_URL: google.tokenUrl,
        GOOGLE_CALENDAR_API_URL: google.apiUrl,
        GOOGLE_AUTHORIZE_URL: "https://accounts.google.test/o/oauth2/v2/auth",
        FILE_URL_SECRET: SECRET,
      },
    });
    me = await t.createSignedIn("University");
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  async function connect() {
    const auth = await t.injectAs(me.token, {
      method: "GET",
      url: `${base()}/google_authorization?core=true`,
      headers: { accept: "application/json" },
    });
    const state = new URL(auth.json().url).searchParams.get("state") ?? "";
    return t.injectAs(me.token, {
      method: "POST",
      url: `${base()}/calendar_token`,
      payload: { provider: "google", auth_token: google.grant(), state },
    });
  }

  it("redirects the browser to Google with our return address, the calendar scope and a signed state", async () => {
    const res = await t.injectAs(me.token, { method: "GET", url: `${base()}/google_authorization` });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location ?? "");
    expect(url.origin + url.pathname).toBe("https://accounts.google.test/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe("cal-client");
    expect(url.searchParams.get("redirect_uri")).toBe("http://quad.test/calendar-sync");
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("scope")).toContain("calendar.events");
    const json = await t.injectAs(me.token, {
      method: "GET",
      url: `${base()}/google_authorization`,
      headers: { accept: "application/json" },
    });
    expect(json.statusCode).toBe(200);
    expect(new URL(json.json().url).searchParams.get("state")).toMatch(/^\d+\.\d+\.0\./);
  });

  it("refuses another institution's id, and a state that is not this user's", async () => {
    const other = await t.createSignedIn("University");
    const res = await t.injectAs(other.token, { method: "GET", url: `${base()}/calendars` });
    expect(res.statusCode).toBe(404);
    const forged = await t.injectAs(me.token, {
      method: "POST",
      url: `${base()}/calendar_token`,
      payload: { provider: "google", auth_token: google.grant(), state: `${me.user.id}.9999999999.0.forged` },
    });
    expect(forged.statusCode).toBe(422);
  });

  it("connects with the code Google returned: the account's calendars listed, the primary one chosen, a sync queued", async () => {
    const res = await connect();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      connected: true,
      provider: "google",
      account: "rep@uni.test",
      is_calender_expired: false,
      calendars: [
        { id: "rep@uni.test", name: "rep@uni.test", selected: true },
        { id: "team@group.calendar.google.com", name: "Team visits", selected: false },
      ],
    });
    expect(await t.app.ctx.jobs.count("calendar-sync", "created")).toBeGreaterThan(0);
  });

  it("needs at least one calendar, each of the account", async () => {
    const none = await t.injectAs(me.token, {
      method: "POST",
      url: `${base()}/calendars`,
      payload: { calendar_ids: [] },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ errors: { calendar_ids: MESSAGES.calendarRequired } });
    const foreign = await t.injectAs(me.token, {
      method: "POST",
      url: `${base()}/calendars`,
      payload: { calendar_ids: ["someone-else@example.test"] },
    });
    expect(foreign.statusCode).toBe(422);
    const ok = await t.injectAs(me.token, {
      method: "POST",
      url: `${base()}/calendars`,
      payload: { calendar_ids: ["team@group.calendar.google.com"] },
    });
    expect(ok.json().calendars.map((c: { selected: boolean }) => c.selected)).toEqual([false, true]);
  });

  it("a confirmed visit queues at once a sync for each side's connected staff; a request does not", async () => {
    await t.app.ctx.database.db.execute("delete from pgboss.job where name = 'calendar-sync'");
    const announcer = calendarVisitAnnouncer(t.app.ctx);
    const visit = {
      id: 1,
      school_id: 1,
      school: "A school",
      university: "A university",
      starts_at: null,
      timezone: "UTC",
    };
    const other = await t.createSignedIn("School");
    await announcer.announce({
      kind: "visit_requested",
      partnerIds: [other.partner.id, me.partner.id],
      by: "x",
      visit,
    });
    expect(await t.app.ctx.jobs.count("calendar-sync", "created")).toBe(0);
    await announcer.announce({ kind: "visit_confirmed", partnerIds: [other.partner.id], by: "x", visit });
    expect(await t.app.ctx.jobs.count("calendar-sync", "created")).toBe(0);
    await announcer.announce({
      kind: "visit_confirmed",
      partnerIds: [other.partner.id, me.partner.id],
      by: "x",
      visit,
    });
    expect(await t.app.ctx.jobs.count("calendar-sync", "created")).toBe(1);
  });

  it("writes visits and sessions once, with stable ids; a second sync writes nothing; changes and cancellations follow", async () => {
    const visit = await confirmedVisit(t, me.partner.id, 10);
    const session = await createSession(t.db, me.partner.id, { join_url: "https://meet.example.test/abc" });
    await createSession(t.db, me.partner.id, { status: "draft" });
    const calendar = "team@group.calendar.google.com";
    const first = await run()(me.user.id);
    expect(first).toMatchObject({ written: 2, deleted: 0 });
    const live = google.live(calendar);
    expect(live.map((e) => e.id).sort()).toEqual(
      [googleEventId(`visit-${visit.id}@quad.test`), googleEventId(`webinar-${session.id}@quad.test`)].sort(),
    );
    const written = live.find((e) => e.iCalUID === `visit-${visit.id}@quad.test`);
    expect(written).toMatchObject({ location: "Main hall", start: { timeZone: "Europe/London" } });
    expect(live.find((e) => e.iCalUID === `webinar-${session.id}@quad.test`)?.location).toBe(
      "https://meet.example.test/abc",
    );

    const writes = google.calls.filter((c) => /^(PUT|POST) .*\/events/.test(c)).length;
    expect(await run()(me.user.id)).toMatchObject({ written: 0, unchanged: 2 });
    expect(google.calls.filter((c) => /^(PUT|POST) .*\/events/.test(c)).length).toBe(writes);

    // A sync that lost its records (a retry after a crash) writes over the same events, never a second one.
    await t.app.ctx.database.db.execute("delete from calendar_synced_events");
    await run()(me.user.id);
    expect(google.live(calendar)).toHaveLength(2);

    await t.db.update(events).set({ start_minute: 840, end_minute: 900, sequence: 1 }).where(eq(events.id, visit.id));
    expect(await run()(me.user.id)).toMatchObject({ written: 1 });
    const moved = google.live(calendar).find((e) => e.iCalUID === `visit-${visit.id}@quad.test`);
    expect(moved?.start.dateTime).toMatch(/T14:00:00\.000Z$/);

    await t.db.update(events).set({ status: "cancel" }).where(eq(events.id, visit.id));
    expect(await run()(me.user.id)).toMatchObject({ deleted: 1 });
    expect(google.live(calendar).map((e) => e.iCalUID)).toEqual([`webinar-${session.id}@quad.test`]);

    const status = await t.injectAs(me.token, { method: "GET", url: `${base()}/calendars` });
    expect(status.json()).toMatchObject({ synced_events: 1, last_error: null });
    expect(status.json().last_synced_at).not.toBeNull();
  });

  it("reads busy times (the events in the chosen calendar), and a refused grant is told apart", async () => {
    const connection = await createCalendarSyncRepository(t.db, t.app.ctx.secrets).connection(me.user.id);
    if (!connection) throw new Error("not connected");
    const provider = (refreshToken: string) =>
      googleCalendarProvider(t.config, {
        refreshToken,
        accessToken: null,
        expiresAt: null,
        onToken: async () => {},
        now: () => new Date(),
      });
    const busy = await provider(connection.secret).busyTimes(
      ["team@group.calendar.google.com"],
      new Date(),
      new Date(Date.now() + 2 * DAY),
    );
    expect(busy).toHaveLength(1);
    expect(busy[0]?.end.getTime()).toBeGreaterThan(busy[0]?.start.getTime() ?? Infinity);
    await expect(
      provider("unknown").busyTimes(["team@group.calendar.google.com"], new Date(), new Date()),
    ).rejects.toThrow("invalid_grant");
  });

  it("queues a sync now, and says when Google is down", async () => {
    const res = await t.injectAs(me.token, { method: "POST", url: `${base()}/google_sync` });
    expect(res.json()).toEqual({ message: MESSAGES.calendarSyncQueued, queued: true });
    google.setDown(true);
    try {
      await t.db.update(events).set({ location: "Library" });
      await createSession(t.db, me.partner.id);
      await expect(run()(me.user.id)).rejects.toThrow();
      const status = await t.injectAs(me.token, { method: "GET", url: `${base()}/calendars` });
      expect(status.json()).toMatchObject({ last_error: MESSAGES.calendarProviderDown, is_calender_expired: false });
    } finally {
      google.setDown(false);
    }
    await run()(me.user.id);
    expect((await t.injectAs(me.token, { method: "GET", url: `${base()}/calendars` })).json().last_error).toBeNull();
  });

  it("marks the connection expired when Google refuses the grant, and sign-in says so", async () => {
    await createSession(t.db, me.partner.id);
    google.revoke();
    expect(await run()(me.user.id)).toBeNull();
    const status = await t.injectAs(me.token, { method: "GET", url: `${base()}/calendars` });
    expect(status.json()).toMatchObject({ is_calender_expired: true, last_error: MESSAGES.calendarExpired });
    const sync = await t.injectAs(me.token, { method: "POST", url: `${base()}/google_sync` });
    expect(sync.json()).toEqual({ errors: { calendar: MESSAGES.calendarExpired } });
    const signIn = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: me.user.email, password: "correct-horse-battery" },
    });
    expect(signIn.json().data.is_calender_expired).toBe(true);

    // Connecting again clears it.
    expect((await connect()).json()).toMatchObject({ is_calender_expired: false, connected: true });
    const again = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: me.user.email, password: "correct-horse-battery" },
    });
    expect(again.json().data.is_calender_expired).toBe(false);
  });

  it("refuses a CalDAV address in plain http when the outbound policy wants https", async () => {
    const res = await t.injectAs(me.token, {
      method: "POST",
      url: `${base()}/calendar_token`,
      payload: { provider: "caldav", server_url: "http://127.0.0.1:1/dav/", username: "u", auth_token: "p" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { server_url: MESSAGES.httpsRequired } });
  });

  it("disconnects", async () => {
    const res = await t.injectAs(me.token, { method: "DELETE", url: `${base()}/calendar_token` });
    expect(res.json()).toMatchObject({ connected: false, calendars: [] });
  });
});
