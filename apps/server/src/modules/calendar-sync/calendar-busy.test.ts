import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { type Radicale, radicaleMissing, startRadicale } from "../../test/radicale.ts";
import { schoolWithSlot } from "../../test/visit-fixtures.ts";
import { createCalendarSyncRun } from "./calendar-sync.run.ts";

const API = "/api/v1/partners";
const DAY = 86_400_000;
const missing = radicaleMissing();

/** The first Monday at least `days` from now (the slot's weekday). */
function monday(days: number) {
  const d = new Date(Date.now() + days * DAY);
  while (d.getUTCDay() !== 1) d.setTime(d.getTime() + DAY);
  return d.toISOString().slice(0, 10);
}
const compact = (date: string) => date.replaceAll("-", "");

/** An event of the user's own, in Shanghai's wall clock. */
function ownEvent(uid: string, date: string, from: string, to: string, extra = "") {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Personal//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260101T000000Z",
    `DTSTART;TZID=Asia/Shanghai:${compact(date)}T${from}00`,
    `DTEND;TZID=Asia/Shanghai:${compact(date)}T${to}00`,
    "SUMMARY:Dentist",
    ...(extra ? [extra] : []),
    "END:VEVENT",
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Shanghai",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0800",
    "TZOFFSETTO:+0800",
    "END:STANDARD",
    "END:VTIMEZONE",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

type Slot = { slot_id: number; calendar_conflict?: boolean };

describe.skipIf(missing !== null)("a school user's busy times mark the school's own slots (a real Radicale)", () => {
  let t: TestApp;
  let dav: Radicale;
  let work: string;
  let school: Awaited<ReturnType<typeof schoolWithSlot>>;
  let uni: Awaited<ReturnType<TestApp["createSignedIn"]>>;

  beforeAll(async () => {
    dav = await startRadicale({ sch: "sch-pw" });
    work = await dav.makeCalendar("sch", "work", "Work");
    t = await createTestApp({
      env: { OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1", OUTBOUND_TIMEOUT_MS: "3000" },
    });
    school = await schoolWithSlot(t, {
      timezone: "Asia/Shanghai",
      from: monday(7),
      to: monday(42),
      slot: { days: [1], time_from: "10:00", time_to: "11:00", capacity: 2 },
      autoAccept: true,
    });
    uni = await t.createSignedIn("University");
    const base = `${API}/institutes/${school.partner.id}`;
    const res = await t.injectAs(school.token, {
      method: "POST",
      url: `${base}/calendar_token`,
      payload: { provider: "caldav", server_url: `${dav.url}/`, username: "sch", auth_token: "sch-pw" },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.injectAs(school.token, { method: "POST", url: `${base}/calendars`, payload: { calendar_ids: [work] } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dav?.stop();
  });

  const slotsOn = async (token: string, date: string) => {
    const res = await t.injectAs(token, {
      method: "GET",
      url: `${API}/schools/${school.partner.id}/availability?start_date=${monday(7)}&end_date=${monday(35)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data[date] ?? []) as Slot[];
  };

  it("marks the slot a busy time overlaps, never Quad's own visit nor a free event, and only for the school", async () => {
    // The user's dentist overlaps the slot's second half on one Monday; a free (transparent) event and a
    // recurring weekly meeting outside slot hours mark nothing.
    await dav.putObject(work, "sch", "dentist", ownEvent("dentist-1@example.test", monday(14), "1030", "1130"));
    await dav.putObject(
      work,
      "sch",
      "free",
      ownEvent("free-1@example.test", monday(21), "1000", "1100", "TRANSP:TRANSPARENT"),
    );
    await dav.putObject(
      work,
      "sch",
      "weekly",
      ownEvent("weekly-1@example.test", monday(7), "1400", "1500", "RRULE:FREQ=WEEKLY;COUNT=10"),
    );
    // A confirmed visit on another Monday: written to the calendar by the sync, but it is Quad's own.
    const booked = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: {
        school_partner_id: school.partner.id,
        slot_id: school.slotId,
        event_date: monday(28),
        timezone: "Europe/Berlin",
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const outcome = await createCalendarSyncRun(t.app.ctx)(school.user.id);
    // The dentist and the weekly meeting's occurrences in the weeks read; neither the free event nor the visit.
    expect(outcome).toMatchObject({ written: 1 });
    const { rows } = await t.app.ctx.database.db.execute<{ n: number }>(
      "select count(*)::int as n from calendar_busy_times where starts_at::time = '06:00'",
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(5);
    expect(outcome?.busy).toBe((rows[0]?.n ?? 0) + 1);

    expect(await slotsOn(school.token, monday(14))).toMatchObject([{ calendar_conflict: true }]);
    for (const date of [monday(21), monday(28), monday(35)])
      expect(await slotsOn(school.token, date)).toMatchObject([{ calendar_conflict: false }]);

    // A university never sees the school staff's private busy times, and may still book the slot.
    const seen = await slotsOn(uni.token, monday(14));
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toHaveProperty("calendar_conflict");
    const open = await t.injectAs(uni.token, {
      method: "GET",
      url: `${API}/public/schools/${school.partner.id}/availability?start_date=${monday(14)}&end_date=${monday(14)}`,
    });
    expect(JSON.stringify(open.json())).not.toContain("calendar_conflict");
    const other = await t.createSignedIn("University");
    const again = await t.injectAs(other.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: {
        school_partner_id: school.partner.id,
        slot_id: school.slotId,
        event_date: monday(14),
        timezone: "Europe/Berlin",
      },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("replaces the busy times on each read: the event removed, the mark goes", async () => {
    await fetch(`${work}dentist.ics`, { method: "DELETE", headers: { authorization: dav.auth("sch") } });
    await createCalendarSyncRun(t.app.ctx)(school.user.id);
    expect(await slotsOn(school.token, monday(14))).toMatchObject([{ calendar_conflict: false }]);
  });
});
