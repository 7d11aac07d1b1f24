import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { confirmedVisit } from "../../test/calendar-fixtures.ts";
import { type Radicale, radicaleMissing, startRadicale } from "../../test/radicale.ts";
import { createSession } from "../../test/webinars.ts";
import { events } from "../visits/visits.table.ts";
import { createCalendarSyncRun } from "./calendar-sync.run.ts";

const API = "/api/v1/partners";
const missing = radicaleMissing();
if (missing) console.warn(missing);

describe.skipIf(missing !== null)("calendar sync with CalDAV (a real Radicale on loopback, through tsdav)", () => {
  let t: TestApp;
  let dav: Radicale;
  let work: string;
  let me: Awaited<ReturnType<TestApp["createSignedIn"]>>;
  const base = () => `${API}/institutes/${me.partner.id}`;
  const run = () => createCalendarSyncRun(t.app.ctx);

  beforeAll(async () => {
    dav = await startRadicale({ rep: "app-password-1" });
    work = await dav.makeCalendar("rep", "work", "Work");
    await dav.makeCalendar("rep", "home", "Home");
    t = await createTestApp({
      // Loopback is reachable only through the outbound client's explicit configuration (decision 057).
      env: {
        OUTBOUND_ALLOW_HTTP: "true",
        OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1",
        OUTBOUND_TIMEOUT_MS: "3000",
      },
    });
    me = await t.createSignedIn("School");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dav?.stop();
  });

  const connect = (password: string) =>
    t.injectAs(me.token, {
      method: "POST",
      url: `${base()}/calendar_token`,
      payload: { provider: "caldav", server_url: `${dav.url}/`, username: "rep", auth_token: password },
    });

  it("refuses a wrong app password without saving anything", async () => {
    const res = await connect("wrong");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { server_url: MESSAGES.calendarProviderDown } });
    expect((await t.injectAs(me.token, { method: "GET", url: `${base()}/calendars` })).json().connected).toBe(false);
  });

  it("connects with server, user and app password and lists the server's calendars", async () => {
    const res = await connect("app-password-1");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ connected: true, provider: "caldav", account: "rep", server_url: `${dav.url}/` });
    expect(body.calendars.map((c: { name: string }) => c.name).sort()).toEqual(["Home", "Work"]);
    const chosen = await t.injectAs(me.token, {
      method: "POST",
      url: `${base()}/calendars`,
      payload: { calendar_ids: [work] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const fetched = await t.injectAs(me.token, { method: "GET", url: `${base()}/fetch_calendars` });
    expect(fetched.json().calendars.find((c: { id: string }) => c.id === work)).toMatchObject({ selected: true });
  });

  it("writes a confirmed visit into Radicale under its UID, once, however often it syncs; a cancellation removes it", async () => {
    const uni = await t.createPartner({ institute_type: "University", name: "Fagus University" });
    const visit = await t.db
      .insert(events)
      .values({
        school_partner_id: me.partner.id,
        university_partner_id: uni.id,
        event_date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        start_minute: 540,
        end_minute: 600,
        status: "confirm",
        location: "Room 12",
      })
      .returning()
      .then((rows) => rows[0]);
    if (!visit) throw new Error("no visit");
    await createSession(t.db, me.partner.id, { join_url: "https://meet.example.test/x" });
    await confirmedVisit(t, uni.id, 3); // another school's visit: not this user's
    expect(await run()(me.user.id)).toMatchObject({ written: 2 });
    expect(await run()(me.user.id)).toMatchObject({ written: 0, unchanged: 2 });
    let objects = await dav.objects(work, "rep");
    expect(objects).toHaveLength(2);
    const written = objects.find((o) => o.includes(`UID:visit-${visit.id}@quad.test`));
    expect(written).toContain("SUMMARY:School visit: Fagus University at");
    expect(written).toContain("LOCATION:Room 12");
    expect(written).not.toContain("METHOD:");

    await t.app.ctx.database.db.execute("delete from calendar_synced_events");
    await run()(me.user.id);
    expect(await dav.objects(work, "rep")).toHaveLength(2);

    await t.db.update(events).set({ location: "Room 14", sequence: 1 }).where(eq(events.id, visit.id));
    await run()(me.user.id);
    objects = await dav.objects(work, "rep");
    expect(objects.find((o) => o.includes(`UID:visit-${visit.id}@quad.test`))).toContain("LOCATION:Room 14");

    await t.db.update(events).set({ status: "cancel" }).where(eq(events.id, visit.id));
    expect(await run()(me.user.id)).toMatchObject({ deleted: 1 });
    expect((await dav.objects(work, "rep")).some((o) => o.includes(`UID:visit-${visit.id}@`))).toBe(false);
  });

  it("marks the connection expired when the server refuses the password", async () => {
    await t.app.ctx.database.db.execute("update calendar_connections set secret = 'revoked'");
    await createSession(t.db, me.partner.id);
    expect(await run()(me.user.id)).toBeNull();
    const status = await t.injectAs(me.token, { method: "GET", url: `${base()}/calendars` });
    expect(status.json()).toMatchObject({ is_calender_expired: true, last_error: MESSAGES.calendarExpired });
  });
});

describe("a CalDAV address outside the outbound policy", () => {
  it("is never connected to: loopback without the explicit allowance is refused", async () => {
    const t = await createTestApp({ env: { OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_TIMEOUT_MS: "300" } });
    try {
      const me = await t.createSignedIn("School");
      const res = await t.injectAs(me.token, {
        method: "POST",
        url: `${API}/institutes/${me.partner.id}/calendar_token`,
        payload: { provider: "caldav", server_url: "http://127.0.0.1:5232/", username: "u", auth_token: "p" },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { server_url: MESSAGES.calendarProviderDown } });
    } finally {
      await t.close();
    }
  });
});
