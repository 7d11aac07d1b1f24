import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecretBox } from "../../lib/secrets/secret-box.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { type Radicale, radicaleMissing, startRadicale } from "../../test/radicale.ts";
import { createSession } from "../../test/webinars.ts";
import { createCalendarSyncRun } from "./calendar-sync.run.ts";
import { calendarConnections } from "./calendar-sync.table.ts";

/** The CalDAV app password at rest (decision 102): encrypted, still syncs; unreadable, the screen asks to reconnect. */
const API = "/api/v1/partners";
const PASSWORD = "caldav-app-password-7";
const missing = radicaleMissing();

describe.skipIf(missing !== null)("the CalDAV password at rest (a real Radicale on loopback)", () => {
  let t: TestApp;
  let dav: Radicale;
  let work: string;
  let me: Awaited<ReturnType<TestApp["createSignedIn"]>>;
  const base = () => `${API}/institutes/${me.partner.id}`;
  const run = () => createCalendarSyncRun(t.app.ctx)(me.user.id);
  const stored = async () =>
    (await t.db.select().from(calendarConnections).where(eq(calendarConnections.user_id, me.user.id)))[0]?.secret;
  const setStored = (secret: string) =>
    t.db.update(calendarConnections).set({ secret }).where(eq(calendarConnections.user_id, me.user.id));
  const connect = async () => {
    const res = await t.injectAs(me.token, {
      method: "POST",
      url: `${base()}/calendar_token`,
      payload: { provider: "caldav", server_url: `${dav.url}/`, username: "rep", auth_token: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(PASSWORD);
    const chosen = await t.injectAs(me.token, {
      method: "POST",
      url: `${base()}/calendars`,
      payload: { calendar_ids: [work] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  };

  beforeAll(async () => {
    dav = await startRadicale({ rep: PASSWORD });
    work = await dav.makeCalendar("rep", "work", "Work");
    t = await createTestApp({
      env: { OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1", OUTBOUND_TIMEOUT_MS: "3000" },
    });
    me = await t.createSignedIn("School");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dav?.stop();
  });

  it("is stored encrypted, and the sync still writes to the server with it", async () => {
    await connect();
    const secret = await stored();
    expect(secret).toMatch(/^enc:v1:/);
    expect(secret).not.toContain(PASSWORD);
    expect(t.app.ctx.secrets.open(secret ?? "")).toBe(PASSWORD);
    await createSession(t.db, me.partner.id);
    expect(await run()).toMatchObject({ written: 1 });
    expect(await dav.objects(work, "rep")).toHaveLength(1);
  });

  it("reads a password saved before encryption (plain text)", async () => {
    await setStored(PASSWORD);
    await createSession(t.db, me.partner.id);
    expect(await run()).toMatchObject({ written: 1 });
    expect(await dav.objects(work, "rep")).toHaveLength(2);
  });

  it("one Quad cannot read shows the connection as expired (connect again), never a 5xx", async () => {
    await setStored(createSecretBox({ current: randomBytes(32) }).seal(PASSWORD));
    expect(await run()).toBeNull();
    const status = await t.injectAs(me.token, { method: "GET", url: `${base()}/calendars` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ connected: true, is_calender_expired: true });
    const sync = await t.injectAs(me.token, { method: "POST", url: `${base()}/google_sync`, payload: {} });
    expect(sync.statusCode).toBe(422);
    await connect();
    expect((await t.injectAs(me.token, { method: "GET", url: `${base()}/calendars` })).json()).toMatchObject({
      is_calender_expired: false,
    });
    expect(await run()).not.toBeNull();
  });
});
