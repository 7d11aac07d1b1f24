import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createSession, signUpGuest } from "../../test/webinars.ts";
import { countries } from "../reference/reference.table.ts";
import { webinars, webinarUsers } from "./webinars.table.ts";

const API = "/api/v1/webinars";
const NOW = Date.parse("2026-05-10T12:00:00Z");
const H = 3_600_000;
let t: TestApp;
let partnerId: number;
let usId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(NOW) });
  partnerId = (await t.createPartner({ name: "Harbour University" })).id;
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  usId = us?.id as number;
});
afterAll(async () => t?.close());

const as = (token: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.injectAs(token, { method, url: `${API}${url}`, ...(payload ? { payload } : {}) });
const session = (from: number, values: Parameters<typeof createSession>[2] = {}) =>
  createSession(t.db, partnerId, {
    start_time: new Date(NOW + from * H),
    end_time: new Date(NOW + (from + 1) * H),
    join_url: "https://meet.example.test/x",
    ...values,
  });
const pathOf = (url: string) => url.replace("http://quad.test", "");

function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return {
      summary: e.summary,
      location: e.location,
      url: String(v.getFirstPropertyValue("url")),
      description: e.description,
      start: e.startDate.toJSDate().toISOString(),
      alarms: v.getAllSubcomponents("valarm").length,
    };
  });
  return {
    method: calendar.getFirstPropertyValue("method"),
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events,
  };
}

describe("the personal calendar feed", () => {
  it("lists the guest's registered sessions with their personal join links, behind an unguessable URL", async () => {
    const g = await signUpGuest(t.app, usId);
    const online = await session(24, { title: "Online talk" });
    const inPerson = await session(48, { title: "Campus day", is_in_person: true, location: "Hall A", join_url: null });
    const dropped = await session(30, { title: "Dropped talk" });
    const hostCancelled = await session(36, { title: "Called off" });
    const joinUrl = (await as(g.token, "POST", `/events/${online.id}/register`, {})).json().session.join_url as string;
    for (const s of [inPerson, dropped, hostCancelled])
      expect((await as(g.token, "POST", `/events/${s.id}/register`, {})).statusCode).toBe(200);
    await as(g.token, "POST", `/events/${dropped.id}/cancel_registration`);
    await t.db
      .update(webinars)
      .set({ status: "cancelled", cancelled_at: new Date(NOW) })
      .where(eq(webinars.id, hostCancelled.id));

    expect((await as(g.token, "GET", "/users/me")).json().data.has_calendar_feed).toBe(false);
    const made = await as(g.token, "POST", "/users/calendar_feed");
    expect(made.statusCode, made.body).toBe(200);
    const url = made.json().url as string;
    expect(url).toMatch(/^http:\/\/quad\.test\/api\/v1\/webinars\/calendar\/[\w-]{40,}\.ics$/);
    const token = url.slice(url.lastIndexOf("/") + 1, -".ics".length);
    const [row] = await t.db.select().from(webinarUsers).where(eq(webinarUsers.id, g.id));
    expect(row?.calendar_token_hash).toBe(hashToken(token));
    expect((await as(g.token, "GET", "/users/me")).json().data.has_calendar_feed).toBe(true);

    const feed = await t.app.inject({ method: "GET", url: pathOf(url) });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const cal = readCalendar(feed.body);
    expect(cal.method).toBe("PUBLISH");
    expect(cal.name).toBe("Quad webinars");
    expect(cal.events.map((e) => e.summary)).toEqual(["Online talk", "Campus day"]);
    const [first, second] = cal.events;
    expect(first).toMatchObject({ location: joinUrl, url: joinUrl, start: online.start_time.toISOString(), alarms: 1 });
    expect(first?.description).toContain(joinUrl);
    expect(second?.location).toBe("Hall A");
  });

  it("makes a new URL that ends the old one, and turns the feed off", async () => {
    const g = await signUpGuest(t.app, usId);
    const old = pathOf((await as(g.token, "POST", "/users/calendar_feed")).json().url);
    const fresh = pathOf((await as(g.token, "POST", "/users/calendar_feed")).json().url);
    expect(fresh).not.toBe(old);
    const gone = await t.app.inject({ method: "GET", url: old });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(MESSAGES.calendarFeedNotFound);
    expect((await t.app.inject({ method: "GET", url: fresh })).statusCode).toBe(200);
    const off = await as(g.token, "DELETE", "/users/calendar_feed");
    expect(off.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: fresh })).statusCode).toBe(404);
    expect((await as(g.token, "GET", "/users/me")).json().data.has_calendar_feed).toBe(false);
  });

  it("still opens an address made before the shared token helper (a random token, only its hash kept)", async () => {
    const g = await signUpGuest(t.app, usId);
    const made = pathOf((await as(g.token, "POST", "/users/calendar_feed")).json().url);
    expect((await t.app.inject({ method: "GET", url: made })).statusCode).toBe(200);
    const older = newToken();
    await t.db
      .update(webinarUsers)
      .set({ calendar_token_hash: hashToken(older) })
      .where(eq(webinarUsers.id, g.id));
    expect((await t.app.inject({ method: "GET", url: `${API}/calendar/${older}.ics` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: made })).statusCode).toBe(404);
  });

  it("refuses visitors and made-up or malformed tokens", async () => {
    expect((await t.app.inject({ method: "POST", url: `${API}/users/calendar_feed` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `${API}/users/calendar_feed` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `${API}/calendar/${"A".repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${API}/calendar/short.ics` })).statusCode).toBe(422);
  });
});

describe("a registration's own .ics (the Apple Calendar link)", () => {
  it("answers the session with the personal join link while the registration stands", async () => {
    const g = await signUpGuest(t.app, usId);
    const s = await session(5, { title: "Scholarships" });
    const joinUrl = (await as(g.token, "POST", `/events/${s.id}/register`, {})).json().session.join_url as string;
    const res = await t.app.inject({ method: "GET", url: `${pathOf(joinUrl)}/calendar.ics` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const cal = readCalendar(res.body);
    expect(cal.method).toBe("PUBLISH");
    expect(cal.events).toHaveLength(1);
    expect(cal.events[0]).toMatchObject({ summary: "Scholarships", url: joinUrl, location: joinUrl, alarms: 1 });
    await as(g.token, "POST", `/events/${s.id}/cancel_registration`);
    expect((await t.app.inject({ method: "GET", url: `${pathOf(joinUrl)}/calendar.ics` })).statusCode).toBe(404);
  });
});
