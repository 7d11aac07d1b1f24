import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedTokens } from "../../lib/feed-tokens.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { schoolWithSlot } from "../../test/visit-fixtures.ts";
import { createGuest, createSession, register } from "../../test/webinars.ts";
import { users } from "../users/users.table.ts";
import { webinars } from "../webinars/webinars.table.ts";
import { createStaffCalendarService } from "./staff-calendar.service.ts";
import { staffCalendarFeeds } from "./staff-calendar.table.ts";

const API = "/api/v1/partners";
const clock = new Date("2027-03-01T12:00:00Z").getTime();
const H = 3_600_000;
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url }, now: () => new Date(clock) });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const as = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.injectAs(token, { method, url: `${API}/${url}`, ...(payload ? { payload } : {}) });
const pathOf = (url: string) => url.replace("http://quad.test", "");

/** Every VEVENT of a feed, read by a real iCalendar parser. */
function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    method: calendar.getFirstPropertyValue("method"),
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((v) => {
      const e = new ICAL.Event(v);
      return {
        uid: e.uid,
        sequence: e.sequence,
        summary: e.summary,
        start: e.startDate.toJSDate().toISOString(),
        end: e.endDate.toJSDate().toISOString(),
        location: e.location,
        url: String(v.getFirstPropertyValue("url")),
        status: String(v.getFirstPropertyValue("status")),
        tzid: v.getFirstProperty("dtstart")?.getParameter("tzid"),
      };
    }),
  };
}

/** The calendar file of the newest visit mail to an address. */
async function mailedCalendar(address: string) {
  await t.app.ctx.mailer.flush();
  const raw = [...sink.mails].reverse().find((m) => m.to.includes(address))?.raw;
  if (!raw) throw new Error(`no mail to ${address}`);
  const mail = await PostalMime.parse(raw, { attachmentEncoding: "utf8" });
  const file = mail.attachments.find((a) => a.filename === "visit.ics");
  if (!file) throw new Error("no calendar file");
  const vevent = new ICAL.Component(ICAL.parse(String(file.content))).getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  const event = new ICAL.Event(vevent);
  return {
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    tzid: vevent.getFirstProperty("dtstart")?.getParameter("tzid"),
  };
}

/** A Singapore school with Wednesday slots, a New York university, and a visit booked on Wed Apr 7, 2027. */
async function world() {
  const school = await schoolWithSlot(t, {
    timezone: "Asia/Singapore",
    location: "Counselling office",
    from: "2027-03-01",
    to: "2027-04-30",
    slot: { days: [3], time_from: "09:30", time_to: "10:30", capacity: 3 },
  });
  const uni = await t.createSignedIn("University");
  const book = async (event_date: string) => {
    const res = await as(uni.token, "POST", "events/create_event", {
      school_partner_id: school.partner.id,
      slot_id: school.slotId,
      event_date,
      timezone: "America/New_York",
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().event.id as number;
  };
  return { school, uni, book };
}

describe("a staff user's calendar feed", () => {
  it("is off until turned on, then lists confirmed visits and hosted sessions with the mailed files' UID and SEQUENCE", async () => {
    const { school, uni, book } = await world();
    const confirmed = await book("2027-04-07");
    const pending = await book("2027-04-14");
    const cancelled = await book("2027-04-21");
    expect((await as(school.token, "PUT", `events/${confirmed}/update_status`, { status: "confirm" })).statusCode).toBe(
      200,
    );
    // What the university's mail said of the confirmed visit: the feed must say the same UID, SEQUENCE and title.
    const mailed = await mailedCalendar(uni.user.email);
    expect((await as(school.token, "PUT", `events/${cancelled}/update_status`, { status: "confirm" })).statusCode).toBe(
      200,
    );
    expect(
      (await as(uni.token, "PUT", `events/${cancelled}/update_status`, { status: "cancel", reason: "Flights" }))
        .statusCode,
    ).toBe(200);

    const hosted = await createSession(t.db, uni.partner.id, {
      title: "Engineering open day",
      start_time: new Date(clock + 48 * H),
      end_time: new Date(clock + 49 * H),
      join_url: "https://meet.example.test/open-day",
      created_at: new Date(clock - 10 * H),
      updated_at: new Date(clock - 9 * H),
    });
    await createSession(t.db, uni.partner.id, {
      title: "Draft",
      status: "draft",
      start_time: new Date(clock + 50 * H),
    });
    const other = await t.createPartner();
    await createSession(t.db, other.id, { title: "Not ours", start_time: new Date(clock + 50 * H) });

    expect((await as(uni.token, "GET", "users/calendar_feed")).json()).toEqual({ calendar_feed: null });
    const made = await as(uni.token, "POST", "users/calendar_feed");
    expect(made.statusCode, made.body).toBe(200);
    const feed = made.json().calendar_feed;
    expect(feed.url).toMatch(/^http:\/\/quad\.test\/api\/v1\/partners\/calendar\/[\w-]{40,}\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace("http://", "webcal://"));
    // Shown again whenever the settings are opened: the same address.
    expect((await as(uni.token, "GET", "users/calendar_feed")).json().calendar_feed.url).toBe(feed.url);
    const [row] = await t.db.select().from(staffCalendarFeeds).where(eq(staffCalendarFeeds.user_id, uni.user.id));
    expect(feed.url).not.toContain(row?.token_salt);
    expect(feed.url).not.toContain(row?.token_hash);

    const res = await t.app.inject({ method: "GET", url: pathOf(feed.url) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const ics = readFeed(res.body);
    expect(ics.method).toBe("PUBLISH");
    expect(ics.name).toBe(`Quad · ${uni.partner.name}`);
    expect(ics.events.map((e) => e.uid)).toEqual([`webinar-${hosted.id}@quad.test`, `visit-${confirmed}@quad.test`]);
    const [session, visit] = ics.events;
    expect(visit).toEqual({
      uid: mailed.uid,
      sequence: mailed.sequence,
      summary: mailed.summary,
      // The mail and the feed agree on the zone too (decision 100): the school's wall clock with its VTIMEZONE.
      tzid: "Asia/Singapore",
      start: "2027-04-07T01:30:00.000Z",
      end: "2027-04-07T02:30:00.000Z",
      location: "Counselling office",
      url: `http://quad.test/events-list/${confirmed}`,
      status: "CONFIRMED",
    });
    expect(mailed.tzid).toBe("Asia/Singapore");
    expect(session).toMatchObject({
      tzid: "America/New_York",
      summary: "Engineering open day",
      sequence: 3600,
      location: "https://meet.example.test/open-day",
      url: `http://quad.test/event/sessions/${hosted.id}`,
    });
    expect(res.body).not.toContain(`visit-${pending}@`);
    expect(res.body).not.toContain(`visit-${cancelled}@`);

    // The school's staff see the same visit, linked on their side.
    const schoolFeed = (await as(school.token, "POST", "users/calendar_feed")).json().calendar_feed;
    const schoolIcs = readFeed((await t.app.inject({ method: "GET", url: pathOf(schoolFeed.url) })).body);
    expect(schoolIcs.events).toEqual([
      expect.objectContaining({ uid: `visit-${confirmed}@quad.test`, url: `http://quad.test/events/${confirmed}` }),
    ]);
  });

  it("lists the sessions a school user joined with their school account, with their personal join link", async () => {
    const { school } = await world();
    const host = await t.createPartner({ name: "Harbour University" });
    const session = await createSession(t.db, host.id, {
      title: "Scholarships 101",
      start_time: new Date(clock + 24 * H),
      end_time: new Date(clock + 25 * H),
      join_url: "https://meet.example.test/scholarships",
    });
    const account = await createGuest(t.db, { partner_user_id: school.user.id, role: "counselor" });
    const registration = await register(t.db, session, account);
    const cancelledSession = await createSession(t.db, host.id, { start_time: new Date(clock + 30 * H) });
    await register(t.db, cancelledSession, account);
    await t.db
      .update(webinars)
      .set({ status: "cancelled", cancelled_at: new Date(clock) })
      .where(eq(webinars.id, cancelledSession.id));

    const feed = (await as(school.token, "POST", "users/calendar_feed")).json().calendar_feed;
    const ics = readFeed((await t.app.inject({ method: "GET", url: pathOf(feed.url) })).body);
    expect(ics.events).toHaveLength(1);
    expect(ics.events[0]).toMatchObject({ uid: `webinar-${session.id}@quad.test`, summary: "Scholarships 101" });
    // The personal join link, not the host's meeting address (decision 038).
    expect(ics.events[0]?.location).toMatch(/^http:\/\/quad\.test\/api\/v1\/webinars\/join\//);
    expect(ics.events[0]?.location).not.toContain("meet.example.test");
    expect(registration.id).toBeGreaterThan(0);
  });

  it("a new address ends the previous one; turned off, or its user deactivated, the feed is 404", async () => {
    const u = await t.createSignedIn("University");
    const first = (await as(u.token, "POST", "users/calendar_feed")).json().calendar_feed.url as string;
    const second = (await as(u.token, "POST", "users/calendar_feed")).json().calendar_feed.url as string;
    expect(second).not.toBe(first);
    const gone = await t.app.inject({ method: "GET", url: pathOf(first) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: MESSAGES.calendarFeedNotFound });
    expect((await t.app.inject({ method: "GET", url: pathOf(second) })).statusCode).toBe(200);

    await t.db.update(users).set({ status: "deactivated" }).where(eq(users.id, u.user.id));
    expect((await t.app.inject({ method: "GET", url: pathOf(second) })).statusCode).toBe(404);
    await t.db.update(users).set({ status: "active" }).where(eq(users.id, u.user.id));
    expect((await t.app.inject({ method: "GET", url: pathOf(second) })).statusCode).toBe(200);

    const off = await as(u.token, "DELETE", "users/calendar_feed");
    expect(off.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: pathOf(second) })).statusCode).toBe(404);
    expect((await as(u.token, "GET", "users/calendar_feed")).json()).toEqual({ calendar_feed: null });
  });

  it("an address issued under another FILE_URL_SECRET has ended: not shown, 404, and the demo's feed made anew", async () => {
    const u = await t.createSignedIn("University");
    await as(u.token, "POST", "users/calendar_feed");
    const earlier = createFeedTokens("the-secret-before-a-restart", "staff-calendar-feed").issue();
    await t.db
      .update(staffCalendarFeeds)
      .set({ token_salt: earlier.salt, token_hash: earlier.hash })
      .where(eq(staffCalendarFeeds.user_id, u.user.id));
    expect((await as(u.token, "GET", "users/calendar_feed")).json()).toEqual({ calendar_feed: null });
    expect((await t.app.inject({ method: "GET", url: `${API}/calendar/${earlier.token}.ics` })).statusCode).toBe(404);

    const feeds = createStaffCalendarService(t.app.ctx);
    const again = (await feeds.ensureOn(u.user)).calendar_feed?.url as string;
    expect((await t.app.inject({ method: "GET", url: pathOf(again) })).statusCode).toBe(200);
    // Kept while it opens.
    expect((await feeds.ensureOn(u.user)).calendar_feed?.url).toBe(again);
  });

  it("refuses malformed tokens with 422 and needs a signed-in user to manage the feed", async () => {
    expect((await t.app.inject({ method: "GET", url: `${API}/calendar/short.ics` })).statusCode).toBe(422);
    expect((await t.app.inject({ method: "GET", url: `${API}/calendar/${"x".repeat(40)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: `${API}/users/calendar_feed` })).statusCode).toBe(401);
  });
});
