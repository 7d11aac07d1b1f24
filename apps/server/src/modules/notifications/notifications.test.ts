import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { openEventStream } from "../../test/sse.ts";
import { createNotifier } from "./notifications.service.ts";

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let base: string;
const API = "/api/v1/partners";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe("notifications list and read state", () => {
  it("pages, filters by type, read state and text, and counts", async () => {
    const { user, token } = await t.createSignedIn();
    const notifier = createNotifier(t.app.ctx);
    await notifier.notifyUsers([user.id], {
      notification_type: "Event",
      message: "Visit confirmed by Maple High",
      event_id: 11,
    });
    await notifier.notifyUsers([user.id], { notification_type: "Connection", message: "3 new connections" });
    await notifier.notifyUsers([user.id], {
      notification_type: "Event",
      message: "Visit declined by Oak School",
      event_id: 12,
    });
    const all = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/${user.id}/notifications`,
      payload: { page_no: 1 },
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, unread_count: 3, read_count: 0, filter_count: 3, page_no: 1 });
    expect(all.json().notifications[0].message).toBe("Visit declined by Oak School");
    const events = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/${user.id}/notifications`,
      payload: { page_no: 1, notification_type: "Event", search_text: "maple" },
    });
    expect(events.json().filter_count).toBe(1);
    expect(events.json().notifications[0]).toMatchObject({ event_id: 11, is_read: false });
    const paged = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/${user.id}/notifications`,
      payload: { page_no: 2, per_page: 2 },
    });
    expect(paged.json().notifications).toHaveLength(1);
    const bad = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/${user.id}/notifications`,
      payload: { notification_type: "Gossip" },
    });
    expect(bad.statusCode).toBe(422);
  });

  it("marks ids or all as read, lowering the unread count, and only the user's own", async () => {
    const { user, token } = await t.createSignedIn();
    const other = await t.createSignedIn();
    const notifier = createNotifier(t.app.ctx);
    const [a, b] = [
      ...(await notifier.notifyUsers([user.id], { notification_type: "Team", message: "one" })),
      ...(await notifier.notifyUsers([user.id], { notification_type: "Team", message: "two" })),
    ];
    const [theirs] = await notifier.notifyUsers([other.user.id], { notification_type: "Team", message: "theirs" });
    const one = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/notifications/mark_read`,
      payload: { notifications: { ids: [a, theirs] } },
    });
    expect(one.json()).toEqual({ updated: 1, unread_count: 1 });
    const unreadOnly = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/${user.id}/notifications`,
      payload: { is_read: false },
    });
    expect(unreadOnly.json().notifications.map((n: { id: number }) => n.id)).toEqual([b]);
    const all = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/notifications/mark_read`,
      payload: { notifications: { read_all: true } },
    });
    expect(all.json()).toEqual({ updated: 1, unread_count: 0 });
    const theirsAfter = await t.injectAs(other.token, {
      method: "POST",
      url: `${API}/users/${other.user.id}/notifications`,
      payload: {},
    });
    expect(theirsAfter.json().unread_count).toBe(1);
    const cross = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/${other.user.id}/notifications`,
      payload: {},
    });
    expect(cross.statusCode).toBe(404);
    const crossMark = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${other.user.id}/notifications/mark_read`,
      payload: { notifications: { read_all: true } },
    });
    expect(crossMark.statusCode).toBe(404);
    const empty = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/notifications/mark_read`,
      payload: { notifications: {} },
    });
    expect(empty.statusCode).toBe(422);
  });

  it("mails only users whose preferences ask for that kind", async () => {
    const { partner } = await t.createSignedIn();
    const wants = await t.createUser({ partner_id: partner.id, email: "wants@pref.test" });
    const refuses = await t.createUser({
      partner_id: partner.id,
      email: "refuses@pref.test",
      email_preferences: { Connection: false },
    });
    await createNotifier(t.app.ctx).notifyPartner(partner.id, {
      notification_type: "Connection",
      message: "New connections from Brazil",
    });
    await t.app.ctx.mailer.flush();
    expect(sink.lastTo(wants.email)).toContain("New connections from Brazil");
    // The mail leads where the notification leads in the app.
    expect(sink.lastTo(wants.email)).toContain("Open in Quad: http://quad.test/connections");
    expect(sink.lastTo(refuses.email)).toBeUndefined();
  });

  it("mails no colleague who never accepted the invitation, nor a deactivated one", async () => {
    const { partner } = await t.createSignedIn("School");
    const joined = await t.createUser({ partner_id: partner.id, email: "joined@invite.test" });
    const invited = await t.createUser({ partner_id: partner.id, email: "invited@invite.test", password_hash: null });
    const gone = await t.createUser({ partner_id: partner.id, email: "gone@invite.test", status: "deactivated" });
    await createNotifier(t.app.ctx).notifyPartner(partner.id, {
      notification_type: "Event",
      message: "Maple University requested a visit on Apr 06, 2027",
    });
    await t.app.ctx.mailer.flush();
    expect(sink.lastTo(joined.email)).toContain("Maple University requested a visit");
    expect(sink.lastTo(invited.email)).toBeUndefined();
    expect(sink.lastTo(gone.email)).toBeUndefined();
  });

  it("keeps a catalogue text as key and parameters, and mails each reader in their language", async () => {
    const { partner, user, token } = await t.createSignedIn();
    const chinese = await t.createUser({ partner_id: partner.id, email: "zh@lang.test", locale: "zh-CN" });
    await createNotifier(t.app.ctx).notifyPartner(partner.id, {
      notification_type: "Event",
      message_key: "visitConfirmed",
      message_params: { partner: "Lakeside Academy", date: "2027-04-06", time: "09:30", timezone: "Asia/Singapore" },
    });
    const res = await t.injectAs(token, { method: "POST", url: `${API}/users/${user.id}/notifications`, payload: {} });
    expect(res.json().notifications[0]).toMatchObject({
      message: "Lakeside Academy confirmed the visit on Apr 06, 2027 09:30am (Asia/Singapore)",
      message_key: "visitConfirmed",
      message_params: { partner: "Lakeside Academy", date: "2027-04-06", time: "09:30" },
    });
    await t.app.ctx.mailer.flush();
    expect(sink.lastTo(user.email)).toContain("Lakeside Academy confirmed the visit on Apr 06, 2027");
    expect(sink.lastTo(chinese.email)).toContain("Lakeside Academy 确认了 2027年4月6日 09:30 (Asia/Singapore) 的访问");

    // Found by the words a reader sees, in either language.
    const chineseToken = await t.signIn(chinese.email);
    for (const [who, id, words] of [
      [chineseToken, chinese.id, "确认了"],
      [chineseToken, chinese.id, "2027年4月6日"],
      [token, user.id, "confirmed the visit"],
    ] as const) {
      const found = await t.injectAs(who, {
        method: "POST",
        url: `${API}/users/${id}/notifications`,
        payload: { page_no: 1, search_text: words },
      });
      expect(found.json()).toMatchObject({ filter_count: 1 });
    }
    const none = await t.injectAs(chineseToken, {
      method: "POST",
      url: `${API}/users/${chinese.id}/notifications`,
      payload: { page_no: 1, search_text: "拒绝了" },
    });
    expect(none.json()).toMatchObject({ filter_count: 0 });
  });
});

describe("live stream", () => {
  it("delivers a new notification to every open tab of its user within 2 seconds", async () => {
    const { user, token } = await t.createSignedIn();
    const stranger = await t.createSignedIn();
    const tab1 = await openEventStream(`${base}${API}/notifications/stream`, token);
    const tab2 = await openEventStream(`${base}${API}/notifications/stream`, token);
    const other = await openEventStream(`${base}${API}/notifications/stream`, stranger.token);
    try {
      await tab1.waitFor("ready");
      await tab2.waitFor("ready");
      await other.waitFor("ready");
      await createNotifier(t.app.ctx).notifyUsers([user.id], {
        notification_type: "Event",
        message: "Live one",
        event_id: 5,
      });
      const [e1, e2] = await Promise.all([tab1.waitFor("notification"), tab2.waitFor("notification")]);
      expect(e1.ms).toBeLessThan(2000);
      expect(e1.data).toMatchObject({ notification: { message: "Live one", event_id: 5 }, unread_count: 1 });
      expect(e2.data).toMatchObject({ notification: { message: "Live one" } });
      await new Promise((r) => setTimeout(r, 300));
      expect(other.events.filter((e) => e.event === "notification")).toHaveLength(0);
    } finally {
      tab1.close();
      tab2.close();
      other.close();
    }
  });

  it("refuses a stream without a session", async () => {
    const res = await fetch(`${base}${API}/notifications/stream`);
    expect(res.status).toBe(401);
  });
});

describe("counters", () => {
  it("keep total and unread right through inserts, reads and deletes by any path", async () => {
    const { user, token } = await t.createSignedIn();
    const notifier = createNotifier(t.app.ctx);
    const ids = [
      ...(await notifier.notifyUsers([user.id], { notification_type: "Team", message: "a" })),
      ...(await notifier.notifyUsers([user.id], { notification_type: "Team", message: "b" })),
      ...(await notifier.notifyUsers([user.id], { notification_type: "Event", message: "c" })),
    ];
    const list = () => t.injectAs(token, { method: "POST", url: `${API}/users/${user.id}/notifications`, payload: {} });
    expect((await list()).json()).toMatchObject({ total: 3, unread_count: 3, read_count: 0 });
    await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/notifications/mark_read`,
      payload: { notifications: { ids: [ids[0]] } },
    });
    expect((await list()).json()).toMatchObject({ total: 3, unread_count: 2, read_count: 1 });
    // A direct bulk write (seeds, imports) is counted too.
    await t.db.execute(
      sql`insert into notifications (user_id, partner_id, notification_type, message, is_read) select ${user.id}, partner_id, 'Connection', 'bulk', g % 2 = 0 from users, generate_series(1, 10) g where users.id = ${user.id}`,
    );
    expect((await list()).json()).toMatchObject({ total: 13, unread_count: 7, read_count: 6 });
    await t.db.execute(sql`delete from notifications where user_id = ${user.id} and message = 'bulk'`);
    expect((await list()).json()).toMatchObject({ total: 3, unread_count: 2 });
    await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/notifications/mark_read`,
      payload: { notifications: { read_all: true } },
    });
    expect((await list()).json()).toMatchObject({ total: 3, unread_count: 0, read_count: 3 });
  });
});
