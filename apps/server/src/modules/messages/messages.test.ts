import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SLACK_MESSAGES } from "@quad/contract/rules/slack";
import { VISIT_MESSAGES } from "@quad/contract/rules/visits";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createProgram } from "../../test/application-fixtures.ts";
import { multipartBody } from "../../test/files.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { schoolWithSlot } from "../../test/visit-fixtures.ts";
import { signUpGuest, waitFor } from "../../test/webinars.ts";
import { calendarConnections } from "../calendar-sync/calendar-sync.table.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { countries } from "../reference/reference.table.ts";
import { ssoConnections } from "../sso/sso.table.ts";
import { events } from "../visits/visits.table.ts";
import { videoConnections } from "../zoom/zoom.table.ts";
import { slackDeliveries } from "./slack.table.ts";

const API = "/api/v1/partners";
const clock = new Date("2027-03-01T12:00:00Z").getTime();
let t: TestApp;
let mail: Awaited<ReturnType<typeof startSmtpSink>>;
let slack: Server;
let slackBase: string;

/** What the local server standing for Slack received, per webhook path; and how it answers each path. */
const received = new Map<string, { text: string }[]>();
const answers = new Map<string, number[]>();

function slackHandler(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const path = req.url ?? "/";
    const planned = answers.get(path) ?? [];
    const status = planned.length > 0 ? (planned.shift() as number) : 200;
    if (req.method !== "POST" || !String(req.headers["content-type"]).startsWith("application/json")) {
      res.writeHead(400).end("invalid_payload");
      return;
    }
    received.set(path, [...(received.get(path) ?? []), JSON.parse(Buffer.concat(chunks).toString("utf8"))]);
    res.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "server_error");
  });
}

let hooks = 0;
/** A new webhook path on the local Slack, answering the given statuses first, then 200. */
function webhook(...statuses: number[]) {
  hooks += 1;
  const path = `/services/T000/B000/hook${hooks}`;
  answers.set(path, statuses);
  return { url: `${slackBase}${path}`, posts: () => received.get(path) ?? [] };
}

beforeAll(async () => {
  mail = await startSmtpSink();
  slack = createServer(slackHandler);
  await new Promise<void>((r) => slack.listen(0, "127.0.0.1", r));
  slackBase = `http://127.0.0.1:${(slack.address() as AddressInfo).port}`;
  t = await createTestApp({
    now: () => new Date(clock),
    env: {
      SMTP_URL: mail.url,
      JOBS_WORKERS: "true",
      SLACK_RETRY_DELAY_SECONDS: "1",
      OUTBOUND_ALLOW_HTTP: "true",
      OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1",
      OUTBOUND_TIMEOUT_MS: "1000",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
  slack?.closeAllConnections();
  await new Promise<void>((r) => slack.close(() => r()));
});

const as = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.injectAs(token, { method, url: `${API}/${url}`, ...(payload ? { payload } : {}) });

async function deliveriesOf(partnerId: number) {
  return t.db.select().from(slackDeliveries).where(eq(slackDeliveries.partner_id, partnerId));
}
const settled = (partnerId: number, count: number) =>
  waitFor(
    async () => {
      const rows = await deliveriesOf(partnerId);
      return rows.length === count && rows.every((r) => r.status !== "queued");
    },
    20_000,
    "Slack deliveries",
  );

/** A Singapore school taking visits by hand on Wednesdays, and a university. */
async function visitSides() {
  const school = await schoolWithSlot(t, {
    timezone: "Asia/Singapore",
    from: "2027-03-01",
    to: "2027-04-30",
    slot: { days: [3], time_from: "09:30", time_to: "10:30", capacity: 5 },
  });
  const uni = await t.createSignedIn("University");
  const book = async (event_date = "2027-04-07") => {
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

describe("Slack settings", () => {
  it("are saved by an admin, never show the whole webhook, and are read by members", async () => {
    const u = await t.createSignedIn("University");
    const member = await t.createUser({ partner_id: u.partner.id, role: "member" });
    const memberToken = await t.signIn(member.email);
    const empty = await as(memberToken, "GET", "institutes/slack_settings");
    expect(empty.json()).toEqual({
      slack: { is_configured: false, webhook_hint: null, events: [], updated_at: null, recent_deliveries: [] },
    });
    const hook = webhook();
    expect(
      (await as(memberToken, "PUT", "institutes/slack_settings", { webhook_url: hook.url, events: [] })).statusCode,
    ).toBe(403);
    const saved = await as(u.token, "PUT", "institutes/slack_settings", {
      webhook_url: hook.url,
      events: ["visit_confirmed", "application_new", "visit_confirmed"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().slack).toMatchObject({
      is_configured: true,
      webhook_hint: `${new URL(hook.url).host}/…/${hook.url.slice(-4)}`,
      events: ["visit_confirmed", "application_new"],
    });
    expect(saved.body).not.toContain("/services/T000");
    // Leaving the URL out keeps it; only the events change.
    const events = await as(u.token, "PUT", "institutes/slack_settings", { events: ["visit_requested"] });
    expect(events.json().slack).toMatchObject({ is_configured: true, events: ["visit_requested"] });
    expect((await as(memberToken, "GET", "institutes/slack_settings")).json().slack.events).toEqual([
      "visit_requested",
    ]);
  });

  it("refuses at once, with a clear 422, a webhook the guarded client may never call", async () => {
    const u = await t.createSignedIn("School");
    for (const url of [
      "http://10.0.0.5/services/hook",
      "http://169.254.169.254/latest/meta-data",
      "http://127.0.0.2:8080/services/hook",
      "http://[::1]:8080/services/hook",
    ]) {
      const res = await as(u.token, "PUT", "institutes/slack_settings", { webhook_url: url, events: [] });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toEqual({ errors: { webhook_url: SLACK_MESSAGES.addressRefused } });
    }
    const unresolved = await as(u.token, "PUT", "institutes/slack_settings", {
      webhook_url: "http://no-such-host.invalid/services/hook",
      events: [],
    });
    expect(unresolved.statusCode).toBe(422);
    expect(unresolved.json()).toEqual({ errors: { webhook_url: SLACK_MESSAGES.addressUnresolved } });
    const creds = await as(u.token, "PUT", "institutes/slack_settings", {
      webhook_url: `http://user:pw@127.0.0.1:9/x`,
      events: [],
    });
    expect(creds.statusCode).toBe(422);
    const notUrl = await as(u.token, "PUT", "institutes/slack_settings", {
      webhook_url: "hooks.slack.com",
      events: [],
    });
    expect(notUrl.statusCode).toBe(422);
    const badEvent = await as(u.token, "PUT", "institutes/slack_settings", {
      webhook_url: webhook().url,
      events: ["everything"],
    });
    expect(badEvent.statusCode).toBe(422);
    // Nothing was saved: a first save without a URL is refused too.
    const noUrl = await as(u.token, "PUT", "institutes/slack_settings", { events: [] });
    expect(noUrl.statusCode).toBe(422);
    expect((await as(u.token, "GET", "institutes/slack_settings")).json().slack.is_configured).toBe(false);
  });
});

describe("POST misc/notify_slack", () => {
  it("is a 422 before Slack is set up, then queues the test message and a text, posted by the job", async () => {
    const u = await t.createSignedIn("University");
    const before = await as(u.token, "POST", "misc/notify_slack", {});
    expect(before.statusCode).toBe(422);
    expect(before.json()).toEqual({ errors: { base: SLACK_MESSAGES.notConfigured } });
    const hook = webhook();
    await as(u.token, "PUT", "institutes/slack_settings", { webhook_url: hook.url, events: [] });

    const test = await as(u.token, "POST", "misc/notify_slack", {});
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({
      message: SLACK_MESSAGES.queued,
      delivery: { kind: "test", status: "queued", attempts: 0 },
    });
    const text = await as(u.token, "POST", "misc/notify_slack", { text: "Fair <b>tomorrow</b> & booth 12" });
    expect(text.statusCode).toBe(200);
    await settled(u.partner.id, 2);
    // Two jobs, posted in whichever order the workers take them.
    const posts = hook.posts().map((p) => p.text);
    expect(posts).toHaveLength(2);
    const connected = posts.find((p) => p.includes("*Quad is connected*"));
    expect(connected).toContain(u.partner.name);
    expect(posts.filter((p) => p.includes("Fair <b>tomorrow</b> & booth 12"))).toHaveLength(1);
    const shown = (await as(u.token, "GET", "institutes/slack_settings")).json().slack.recent_deliveries;
    expect(shown.map((d: { status: string; attempts: number }) => [d.status, d.attempts])).toEqual([
      ["delivered", 1],
      ["delivered", 1],
    ]);
    expect((await as(u.token, "POST", "misc/notify_slack", { text: "" })).statusCode).toBe(422);
    expect((await as(u.token, "POST", "misc/notify_slack", { text: "x".repeat(3001) })).statusCode).toBe(422);
  });
});

describe("events the institution chose", () => {
  it("a visit request reaches the school's Slack, the confirmation both sides that chose it", async () => {
    const { school, uni, book } = await visitSides();
    const schoolHook = webhook();
    const uniHook = webhook();
    await as(school.token, "PUT", "institutes/slack_settings", {
      webhook_url: schoolHook.url,
      events: ["visit_requested"],
    });
    await as(uni.token, "PUT", "institutes/slack_settings", { webhook_url: uniHook.url, events: ["visit_confirmed"] });
    const id = await book();
    await settled(school.partner.id, 1);
    expect(schoolHook.posts()[0]?.text).toBe(
      [
        `*New visit request*: ${uni.partner.name} at ${school.partner.name}`,
        "When: Wed, Apr 7, 2027, 09:30 AM (Asia/Singapore)",
        `By: ${uni.partner.name}`,
        `<http://quad.test/events/${id}|Open the visit in Quad>`,
      ].join("\n"),
    );
    expect(uniHook.posts()).toEqual([]);

    expect((await as(school.token, "PUT", `events/${id}/update_status`, { status: "confirm" })).statusCode).toBe(200);
    await settled(uni.partner.id, 1);
    expect(uniHook.posts()[0]?.text).toContain("*Visit confirmed*");
    expect(uniHook.posts()[0]?.text).toContain(`<http://quad.test/events-list/${id}|`);
    // The school did not choose confirmations.
    expect(await deliveriesOf(school.partner.id)).toHaveLength(1);
    // A cancellation is announced for calendars (decision 100), but is no kind Slack is told of.
    const cancel = await as(uni.token, "PUT", `events/${id}/update_status`, { status: "cancel", reason: "Flights" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await deliveriesOf(uni.partner.id)).toHaveLength(1);
    expect(await deliveriesOf(school.partner.id)).toHaveLength(1);
  });

  it("Slack down: the visit request still succeeds at once, and the job retries until Slack answers", async () => {
    const { school, book } = await visitSides();
    const hook = webhook(500, 503);
    await as(school.token, "PUT", "institutes/slack_settings", { webhook_url: hook.url, events: ["visit_requested"] });
    await book();
    await settled(school.partner.id, 1);
    const [row] = await deliveriesOf(school.partner.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 3, last_error: null, kind: "visit_requested" });
    expect(hook.posts()).toHaveLength(3);
  });

  it("Slack unreachable (nothing listens) or refusing the webhook: the action succeeds, the delivery ends failed with its reason", async () => {
    const { school, book } = await visitSides();
    const refused = webhook(404);
    await as(school.token, "PUT", "institutes/slack_settings", {
      webhook_url: refused.url,
      events: ["visit_requested"],
    });
    await book("2027-04-07");
    await settled(school.partner.id, 1);
    const [gaveUp] = await deliveriesOf(school.partner.id);
    // A revoked webhook does not heal by waiting: one try, no retries.
    expect(gaveUp).toMatchObject({ status: "failed", attempts: 1, last_error: "Slack refused the message (HTTP 404)" });

    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    await as(school.token, "PUT", "institutes/slack_settings", {
      webhook_url: `http://127.0.0.1:${closedPort}/services/x`,
      events: ["visit_requested"],
    });
    await book("2027-04-14");
    await waitFor(
      async () =>
        (await deliveriesOf(school.partner.id)).some(
          (d) => d.attempts >= 2 && d.last_error === "Slack could not be reached",
        ),
      20_000,
      "a retried delivery",
    );
    const [retrying] = (await deliveriesOf(school.partner.id)).filter(
      (d) => d.kind === "visit_requested" && d.id !== gaveUp?.id,
    );
    expect(retrying?.status).toBe("queued");
  });

  it("a new application reaches the university's Slack", async () => {
    const uni = await t.createSignedIn("University");
    const hook = webhook();
    await as(uni.token, "PUT", "institutes/slack_settings", { webhook_url: hook.url, events: ["application_new"] });
    const program = await createProgram(t.db, uni.partner.id, { name: "Arts Foundation" });
    const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
    const guest = await signUpGuest(t.app, us?.id as number, { first_name: "Ada", last_name: "Lee" });
    const body = multipartBody({}, []);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/webinars/programs/${program.program.id}/apply`,
      headers: { authentication_token: guest.token, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    await settled(uni.partner.id, 1);
    expect(hook.posts()[0]?.text).toBe(
      `*New application*: Ada Lee applied to Arts Foundation\n<http://quad.test/direct-apply/applications/${res.json().application.id}|Open the application in Quad>`,
    );
  });

  it("turned off, nothing more is posted", async () => {
    const { school, book } = await visitSides();
    const hook = webhook();
    await as(school.token, "PUT", "institutes/slack_settings", { webhook_url: hook.url, events: ["visit_requested"] });
    expect((await as(school.token, "DELETE", "institutes/slack_settings")).json()).toEqual({
      message: SLACK_MESSAGES.removed,
    });
    await book();
    expect(await deliveriesOf(school.partner.id)).toEqual([]);
    expect((await as(school.token, "POST", "misc/notify_slack", {})).statusCode).toBe(422);
  });
});

describe("PUT institutes/send_message_request", () => {
  it("tells every member of the other side, in the panel and by mail with the message and who wrote it", async () => {
    const { school, uni, book } = await visitSides();
    const colleague = await t.createUser({ partner_id: school.partner.id, role: "member", locale: "zh-CN" });
    const id = await book();
    const res = await as(uni.token, "PUT", "institutes/send_message_request", {
      event_id: id,
      message: "Could we bring a second rep?\nThanks!",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SLACK_MESSAGES.messageSent, recipients: 2 });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.partner_id, school.partner.id), eq(notifications.message_key, "visitMessage")));
    expect(rows.map((r) => r.user_id).sort()).toEqual([school.user.id, colleague.id].sort());
    expect(rows[0]?.message).toBe(
      `${uni.partner.name} sent you a message about the visit on Apr 07, 2027 09:30am (Asia/Singapore)`,
    );
    expect(rows[0]?.event_id).toBe(id);
    await t.app.ctx.mailer.flush();
    const text = mail.lastTo(school.user.email) ?? "";
    expect(text).toContain("Could we bring a second rep?");
    expect(text).toContain(uni.user.email);
    expect(mail.lastTo(colleague.email)).toContain("消息");

    // The school answers: the university is told.
    const back = await as(school.token, "PUT", "institutes/send_message_request", { event_id: id, message: "Sure" });
    expect(back.json().recipients).toBe(1);
  });

  it("is 404 for a visit of another institution and 422 without a message", async () => {
    const { book } = await visitSides();
    const id = await book();
    const stranger = await t.createSignedIn("University");
    const res = await as(stranger.token, "PUT", "institutes/send_message_request", { event_id: id, message: "Hi" });
    expect(res.statusCode).toBe(404);
    const { uni } = await visitSides();
    expect(
      (await as(uni.token, "PUT", "institutes/send_message_request", { event_id: id, message: " " })).statusCode,
    ).toBe(422);
    expect((await as(uni.token, "PUT", "institutes/send_message_request", { message: "Hi" })).statusCode).toBe(422);
    const long = "x".repeat(2001);
    const tooLong = await as(uni.token, "PUT", "institutes/send_message_request", { event_id: id, message: long });
    expect(tooLong.statusCode).toBe(422);
  });

  it("is refused with the rule's sentence once the visit is closed to messages (decision 099)", async () => {
    const { uni, book } = await visitSides();
    const id = await book();
    const send = () => as(uni.token, "PUT", "institutes/send_message_request", { event_id: id, message: "Hello" });
    const days = (n: number) => new Date(clock - n * 86_400_000);
    // Cancelled a day ago: the sides can still write about it.
    await t.db
      .update(events)
      .set({ status: "cancel", updated_at: days(1) })
      .where(eq(events.id, id));
    expect((await send()).statusCode).toBe(200);
    // Declined 15 days ago: closed.
    await t.db
      .update(events)
      .set({ status: "declined", updated_at: days(15) })
      .where(eq(events.id, id));
    const closed = await send();
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toEqual({ errors: { event_id: VISIT_MESSAGES.messagingClosed } });
    // A confirmed visit more than 30 days past: closed too; 30 days past: still open.
    await t.db.update(events).set({ status: "confirm", event_date: "2027-01-29" }).where(eq(events.id, id));
    expect((await send()).statusCode).toBe(422);
    await t.db.update(events).set({ event_date: "2027-01-30" }).where(eq(events.id, id));
    expect((await send()).statusCode).toBe(200);
  });
});

describe("GET misc/management_tools", () => {
  type Tool = { key: string; is_connected: boolean; can_manage: boolean; detail: string | null };
  const toolsOf = async (token: string) =>
    Object.fromEntries(
      ((await as(token, "GET", "misc/management_tools")).json().management_tools as Tool[]).map((x) => [x.key, x]),
    );

  it("lists every tool, none connected, with who may manage each", async () => {
    const u = await t.createSignedIn("School");
    const member = await t.signIn((await t.createUser({ partner_id: u.partner.id, role: "member" })).email);
    const res = await as(member, "GET", "misc/management_tools");
    expect(res.statusCode).toBe(200);
    const off = { is_connected: false, detail: null, needs_reconnect: false };
    expect(res.json().management_tools).toEqual([
      { key: "calendar_sync", name: "Calendar sync", scope: "user", can_manage: true, ...off },
      { key: "calendar_feed", name: "Calendar feed (iCalendar)", scope: "user", can_manage: true, ...off },
      { key: "zoom", name: "Zoom", scope: "institution", can_manage: true, ...off },
      { key: "slack", name: "Slack", scope: "institution", can_manage: false, ...off },
      { key: "sso", name: "Single sign-on", scope: "institution", can_manage: false, ...off },
    ]);
    const admin = await toolsOf(u.token);
    expect([admin.slack?.can_manage, admin.sso?.can_manage]).toEqual([true, true]);
    expect((await t.app.inject({ method: "GET", url: `${API}/misc/management_tools` })).statusCode).toBe(401);
  });

  it("tells each tool connected from what its module saved, the user's own tools only for that user", async () => {
    const u = await t.createSignedIn("University");
    const member = await t.createUser({ partner_id: u.partner.id, role: "member" });
    const memberToken = await t.signIn(member.email);
    await as(u.token, "PUT", "institutes/slack_settings", { webhook_url: webhook().url, events: [] });
    await as(memberToken, "POST", "users/calendar_feed");
    await t.db.insert(calendarConnections).values({
      user_id: member.id,
      partner_id: u.partner.id,
      provider: "caldav",
      account: "ada",
      server_url: "https://dav.example.org/remote.php/dav",
      secret: "app-password",
    });
    await t.db.insert(videoConnections).values({
      partner_id: u.partner.id,
      account_id: "zoom-1",
      account_email: "video@uni.example",
      access_token: "a",
      refresh_token: "r",
      expires_at: new Date(clock + 3_600_000),
    });
    await t.db.insert(ssoConnections).values({
      partner_id: u.partner.id,
      is_enabled: true,
      issuer: "https://login.uni.example/realms/staff",
      client_id: "quad",
      client_secret: "s",
    });

    const mine = await toolsOf(memberToken);
    expect(Object.values(mine).map((x) => [x.key, x.is_connected])).toEqual([
      ["calendar_sync", true],
      ["calendar_feed", true],
      ["zoom", true],
      ["slack", true],
      ["sso", true],
    ]);
    expect(mine.calendar_sync?.detail).toBe("CalDAV · ada (dav.example.org)");
    expect(mine.zoom?.detail).toBe("video@uni.example");
    expect(mine.slack?.detail).toMatch(/^127\.0\.0\.1:\d+\/…\//);
    expect(mine.sso?.detail).toBe("login.uni.example");
    // The admin shares the institution's tools, not the member's calendar.
    const admin = await toolsOf(u.token);
    expect([admin.calendar_sync?.is_connected, admin.calendar_feed?.is_connected, admin.zoom?.is_connected]).toEqual([
      false,
      false,
      true,
    ]);
    // Another institution sees none of it.
    const other = await toolsOf((await t.createSignedIn("University")).token);
    expect(Object.values(other).every((x) => !x.is_connected && x.detail === null)).toBe(true);
  });

  it("asks to reconnect a refused calendar, and shows a turned-off single sign-on as not connected", async () => {
    const u = await t.createSignedIn("School");
    await t.db.insert(calendarConnections).values({
      user_id: u.user.id,
      partner_id: u.partner.id,
      provider: "google",
      account: "ada@example.com",
      secret: "refresh",
      expired: true,
    });
    await t.db
      .insert(ssoConnections)
      .values({ partner_id: u.partner.id, is_enabled: false, issuer: "https://id.example" });
    const tools = await toolsOf(u.token);
    expect(tools.calendar_sync).toMatchObject({
      is_connected: false,
      needs_reconnect: true,
      detail: "Google Calendar · ada@example.com",
    });
    expect(tools.sso).toMatchObject({ is_connected: false, detail: null });
  });
});
