import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { type Radicale, radicaleMissing, startRadicale } from "../../test/radicale.ts";
import { schoolWithSlot } from "../../test/visit-fixtures.ts";
import { createGuest, register } from "../../test/webinars.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";
import { createCalendarSyncRun } from "./calendar-sync.run.ts";

const API = "/api/v1/partners";
const DAY = 86_400_000;
const missing = radicaleMissing();
/** The app's clock runs ahead by this much (a session's SEQUENCE counts the seconds since it was made). */
let ahead = 0;

/** The next date on or after `days` from now that falls on a Monday (the slot's weekday). */
function monday(days: number) {
  const d = new Date(Date.now() + days * DAY);
  while (d.getUTCDay() !== 1) d.setTime(d.getTime() + DAY);
  return d.toISOString().slice(0, 10);
}

/** The one VEVENT of a CalDAV object, read by a real iCalendar parser. */
function parse(object: string) {
  const component = new ICAL.Component(ICAL.parse(object));
  const vevent = component.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  const vtimezone = component.getFirstSubcomponent("vtimezone");
  if (vtimezone) ICAL.TimezoneService.register(vtimezone);
  const event = new ICAL.Event(vevent);
  return {
    uid: event.uid,
    sequence: event.sequence,
    tzid: vevent.getFirstProperty("dtstart")?.getParameter("tzid"),
    vtimezone: vtimezone?.getFirstPropertyValue("tzid"),
    start: event.startDate.toJSDate().toISOString(),
    wall: event.startDate.toString(),
  };
}

describe.skipIf(missing !== null)("calendar events follow every change at once (a real Radicale on loopback)", () => {
  let t: TestApp;
  let dav: Radicale;
  let schoolCal: string;
  let uniCal: string;
  let school: Awaited<ReturnType<typeof schoolWithSlot>>;
  let uni: Awaited<ReturnType<TestApp["createSignedIn"]>>;
  const run = () => createCalendarSyncRun(t.app.ctx);

  async function connect(who: { token: string; partner: { id: number } }, user: string, calendar: string) {
    const base = `${API}/institutes/${who.partner.id}`;
    const res = await t.injectAs(who.token, {
      method: "POST",
      url: `${base}/calendar_token`,
      payload: { provider: "caldav", server_url: `${dav.url}/`, username: user, auth_token: `${user}-pw` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const chosen = await t.injectAs(who.token, {
      method: "POST",
      url: `${base}/calendars`,
      payload: { calendar_ids: [calendar] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }

  /** The users a sync job waits for, then clears the queue (the test runs the job's work itself). */
  async function queued(): Promise<number[]> {
    const { rows } = await t.app.ctx.database.db.execute<{ user_id: number }>(
      "select (data->>'user_id')::int as user_id from pgboss.job where name = 'calendar-sync' and state = 'created'",
    );
    await t.app.ctx.database.db.execute("delete from pgboss.job where name = 'calendar-sync'");
    return rows.map((r) => r.user_id).sort();
  }

  beforeAll(async () => {
    dav = await startRadicale({ sch: "sch-pw", uni: "uni-pw" });
    schoolCal = await dav.makeCalendar("sch", "work", "Work");
    uniCal = await dav.makeCalendar("uni", "work", "Work");
    t = await createTestApp({
      now: () => new Date(Date.now() + ahead),
      env: { OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1", OUTBOUND_TIMEOUT_MS: "3000" },
    });
    school = await schoolWithSlot(t, {
      timezone: "Asia/Shanghai",
      from: monday(7),
      to: monday(70),
      slot: { days: [1], time_from: "10:00", time_to: "11:00", capacity: 2 },
      autoAccept: true,
    });
    uni = await t.createSignedIn("University");
    await connect(school, "sch", schoolCal);
    await connect(uni, "uni", uniCal);
    await queued();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dav?.stop();
  });

  it("a visit booked, rescheduled and cancelled: both sides' syncs queued at once; the event moves, then goes", async () => {
    const booked = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: {
        school_partner_id: school.partner.id,
        slot_id: school.slotId,
        event_date: monday(14),
        timezone: "Europe/Berlin",
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().event.id as number;
    expect(await queued()).toEqual([school.user.id, uni.user.id].sort());
    await run()(school.user.id);
    await run()(uni.user.id);
    let [object] = await dav.objects(schoolCal, "sch");
    const first = parse(object ?? "");
    expect(first).toMatchObject({
      uid: `visit-${id}@quad.test`,
      tzid: "Asia/Shanghai",
      vtimezone: "Asia/Shanghai",
      wall: `${monday(14)}T10:00:00`,
    });
    expect(first.start).toBe(new Date(`${monday(14)}T02:00:00Z`).toISOString());

    const moved = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/events/${id}/reschedule`,
      payload: { slot_id: school.slotId, event_date: monday(21), timezone: "Asia/Shanghai" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await queued()).toEqual([school.user.id, uni.user.id].sort());
    expect(await run()(school.user.id)).toMatchObject({ written: 1, deleted: 0 });
    await run()(uni.user.id);
    for (const [cal, user] of [
      [schoolCal, "sch"],
      [uniCal, "uni"],
    ] as const) {
      const objects = await dav.objects(cal, user);
      expect(objects).toHaveLength(1);
      const again = parse(objects[0] ?? "");
      expect(again.uid).toBe(first.uid);
      expect(again.sequence).toBeGreaterThan(first.sequence);
      expect(again.wall).toBe(`${monday(21)}T10:00:00`);
    }

    const cancelled = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/events/${id}/update_status`,
      payload: { status: "cancel", reason: "Flights changed" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await queued()).toEqual([school.user.id, uni.user.id].sort());
    expect(await run()(school.user.id)).toMatchObject({ deleted: 1 });
    await run()(uni.user.id);
    expect(await dav.objects(schoolCal, "sch")).toHaveLength(0);
    [object] = await dav.objects(uniCal, "uni");
    expect(object).toBeUndefined();
  });

  it("a session edited or cancelled: the host's staff and the staff who registered are synced at once", async () => {
    const session = {
      title: "Engineering at Fagus",
      description: "Meet admissions",
      start_at: `${monday(10)}T09:00`,
      end_at: `${monday(10)}T10:00`,
      timezone: "Europe/Berlin",
      join_url: "https://meet.example.test/j/1",
      speakers: [{ name: "Ada" }],
      status: "published",
    };
    const created = await t.injectAs(uni.token, { method: "POST", url: `${API}/partner_webinars`, payload: session });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().webinar.id as number;
    // A school's staff member registered with their school account (decision 038).
    const [row] = await t.db.select().from(webinars).where(eq(webinars.id, id));
    if (!row) throw new Error("no session");
    await register(t.db, row, await createGuest(t.db, { partner_user_id: school.user.id }));
    await queued();
    await run()(uni.user.id);
    const first = parse((await dav.objects(uniCal, "uni"))[0] ?? "");
    expect(first).toMatchObject({ tzid: "Europe/Berlin", wall: `${monday(10)}T09:00:00` });

    ahead += 60_000;
    const edited = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${id}`,
      payload: { ...session, start_at: `${monday(10)}T11:00`, end_at: `${monday(10)}T12:00` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await queued()).toEqual([school.user.id, uni.user.id].sort());
    await run()(uni.user.id);
    let objects = await dav.objects(uniCal, "uni");
    expect(objects).toHaveLength(1);
    const again = parse(objects[0] ?? "");
    expect(again).toMatchObject({ uid: first.uid, wall: `${monday(10)}T11:00:00` });
    expect(again.sequence).toBeGreaterThan(first.sequence);
    // The school's staff member who registered has it too (their personal join link), at the new time.
    await run()(school.user.id);
    const joined = (await dav.objects(schoolCal, "sch")).map(parse).find((o) => o.uid === first.uid);
    expect(joined).toMatchObject({ tzid: "Europe/Berlin", wall: `${monday(10)}T11:00:00` });

    const cancelled = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${id}/cancel`,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await queued()).toEqual([school.user.id, uni.user.id].sort());
    await run()(uni.user.id);
    objects = await dav.objects(uniCal, "uni");
    expect(objects).toHaveLength(0);
    await run()(school.user.id);
    expect((await dav.objects(schoolCal, "sch")).map(parse).some((o) => o.uid === first.uid)).toBe(false);
  });
});
