import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { type Radicale, radicaleMissing, startRadicale } from "../test/radicale.ts";
import { DEMO_CALENDAR_EMAIL, seedDemoCalendar } from "./demo-calendar.ts";

const API = "/api/v1/partners";
const missing = radicaleMissing();

async function demoStatus(t: TestApp) {
  const school = await t.createPartner({ institute_type: "School" });
  const demo = await t.createUser({ partner_id: school.id, email: DEMO_CALENDAR_EMAIL });
  await seedDemoCalendar(t.app.ctx, t.app.log);
  const res = await t.injectAs(await t.signIn(demo.email), {
    method: "GET",
    url: `${API}/institutes/${school.id}/calendars`,
  });
  return res.json();
}

describe.skipIf(missing !== null)("the demo calendar user with a local CalDAV server", () => {
  let dav: Radicale;
  let t: TestApp;
  beforeAll(async () => {
    dav = await startRadicale({ demo: "demo-password" });
    await dav.makeCalendar("demo", "visits", "Visits");
    t = await createTestApp({
      env: {
        OUTBOUND_ALLOW_HTTP: "true",
        OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1",
        DEMO_CALDAV_URL: `${dav.url}/`,
        DEMO_CALDAV_USER: "demo",
        DEMO_CALDAV_PASSWORD: "demo-password",
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dav?.stop();
  });

  it("is connected to it, a calendar chosen", async () => {
    const status = await demoStatus(t);
    expect(status).toMatchObject({ connected: true, provider: "caldav", account: "demo", last_error: null });
    expect(status.calendars.filter((c: { selected: boolean }) => c.selected)).toHaveLength(1);
  });
});

describe("the demo calendar user when the local server does not answer", () => {
  it("is shown with the reason", async () => {
    const t = await createTestApp({ env: { DEMO_CALDAV_URL: "https://127.0.0.1:9/", OUTBOUND_TIMEOUT_MS: "300" } });
    try {
      expect(await demoStatus(t)).toMatchObject({
        connected: true,
        last_error: MESSAGES.calendarProviderDown,
        calendars: [],
      });
    } finally {
      await t.close();
    }
  });
});
