import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { DEMO_SIGN_INS } from "./demo-accounts.ts";
import { DEMO_CALENDAR_EMAIL, seedDemoCalendar } from "./demo-calendar.ts";
import { SLACK_ADMINS } from "./demo-messages.ts";
import { seedDemoWorld } from "./demo-world.ts";

const API = "/api/v1/partners";
const PASSWORD = "demo-password-1";

/**
 * Issue 25 §5 with `npm start`'s configuration (development, nothing else set; decision 103): every demo sign-in's
 * integration screens have content. No CalDAV server answers here, as on a machine without Radicale.
 */
let t: TestApp;
beforeAll(async () => {
  const dev = loadConfig({ NODE_ENV: "development", LOG_LEVEL: "silent" });
  t = await createTestApp({
    env: {
      SLACK_DEMO_WEBHOOK_URL: dev.SLACK_DEMO_WEBHOOK_URL ?? "",
      DEMO_CALDAV_URL: dev.DEMO_CALDAV_URL ?? "",
      OUTBOUND_TIMEOUT_MS: "300",
    },
  });
  await seedDemoWorld(t.db, { scale: 0, password: PASSWORD, config: t.config, storage: t.app.ctx.storage });
  await seedDemoCalendar(t.app.ctx, t.app.log);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

describe.each(DEMO_SIGN_INS.map((s) => [s.email, s] as const))("the demo's %s", (email) => {
  let token: string;
  let partnerId: number;
  beforeAll(async () => {
    token = await t.signIn(email, PASSWORD);
    partnerId = (await t.injectAs(token, { method: "GET", url: `${API}/users/user_partner` })).json().partner.id;
  });
  const get = (url: string) => t.injectAs(token, { method: "GET", url: `${API}/${url}` });

  it("has a staff calendar feed with entries", async () => {
    const feed = (await get("users/calendar_feed")).json().calendar_feed;
    expect(feed, "the feed is on").not.toBeNull();
    const res = await t.app.inject({ method: "GET", url: new URL(feed.url).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/BEGIN:VEVENT/g)?.length ?? 0, "entries in the feed").toBeGreaterThan(0);
  });

  it("has its institution's Slack posting to the local sink, when the demo set one up", async () => {
    const { slack } = (await get("institutes/slack_settings")).json();
    // Slack is set up by the admins of the three first demo institutions; their members see the same setting.
    if (!SLACK_ADMINS.includes(email.replace(".member@", "@"))) {
      expect(slack.is_configured, "a demo institution without Slack").toBe(false);
      return;
    }
    expect(slack).toMatchObject({ is_configured: true, webhook_hint: "127.0.0.1:3000/…/sink" });
    expect(slack.events.length).toBeGreaterThan(0);
  });

  it("sees its calendar connection, or the demo calendar user's with the reason it is not syncing", async () => {
    const status = (await get(`institutes/${partnerId}/calendars`)).json();
    if (email !== DEMO_CALENDAR_EMAIL) {
      expect(status).toMatchObject({ connected: false, last_error: null });
      return;
    }
    expect(status).toMatchObject({ connected: true, provider: "caldav", server_url: "http://127.0.0.1:5232/" });
    expect(status.last_error, "why it is not syncing").toEqual(expect.any(String));
  });
});
