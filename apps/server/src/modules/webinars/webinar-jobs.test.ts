import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { createGuest, createSession, register, waitFor } from "../../test/webinars.ts";
import { outbox } from "../mail/mail.table.ts";
import { joinLinkFor } from "./join-link.ts";
import { createWebinarJobs } from "./webinar-jobs.ts";
import { webinarMailLog } from "./webinar-mail-log.table.ts";
import { webinarCategories, webinarRegistrations } from "./webinars.table.ts";

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let partnerId: number;
let categoryId: number;
/** The app's clock runs this far ahead of the real one. */
let offset = 0;
const HOUR = 60 * 60 * 1000;
const now = () => new Date(Date.now() + offset);
const fromNow = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, JOBS_WORKERS: "true" }, now });
  const partner = await t.createPartner({ name: "Harbour University" });
  partnerId = partner.id;
  const [category] = await t.db.insert(webinarCategories).values({ name: "Admissions" }).returning();
  categoryId = category?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const work = () => createWebinarJobs(t.app.ctx);

/** Runs a scan through the queue and waits until every mail it queued has been handled and delivered. */
async function scanAndDrain() {
  await t.app.ctx.jobs.send("webinar-scan", {});
  await waitFor(
    async () => {
      const { jobs } = t.app.ctx;
      let pending = 0;
      for (const q of ["webinar-scan", "webinar-mail", "webinar-waitlist-offer", "webinar-offer-pass"] as const) {
        pending += await jobs.pending(q);
      }
      return pending === 0;
    },
    20_000,
    "the webinar queues",
  );
  await t.app.ctx.mailer.flush();
}

const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));

async function lastMail(address: string) {
  const raw = mailsTo(address).at(-1)?.raw;
  if (!raw) throw new Error(`no mail to ${address}`);
  const mail = await PostalMime.parse(raw, { attachmentEncoding: "utf8" });
  const file = mail.attachments.find((a) => a.filename === "webinar.ics");
  return { subject: mail.subject ?? "", text: mail.text ?? "", ics: file ? readCalendar(String(file.content)) : null };
}

function readCalendar(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  const event = new ICAL.Event(vevent);
  const alarms = vevent.getAllSubcomponents("valarm").map((a) => ({
    action: a.getFirstPropertyValue("action"),
    trigger: String(a.getFirstPropertyValue("trigger")),
  }));
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    url: vevent.getFirstPropertyValue("url"),
    alarms,
  };
}

const toSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000).toISOString();

const logOf = (registrationId: number) =>
  t.db.select().from(webinarMailLog).where(eq(webinarMailLog.registration_id, registrationId));

describe("webinar reminders", () => {
  it("reminds a guest 24 hours before, in their language and zone beside the session's, with a calendar entry that rings", async () => {
    const session = await createSession(t.db, partnerId, {
      title: "Studying engineering",
      start_time: fromNow(23 * HOUR),
      category_id: categoryId,
    });
    const guest = await createGuest(t.db, { locale: "zh-CN", timezone: "Asia/Shanghai", first_name: "小明" });
    const registration = await register(t.db, session, guest);
    await scanAndDrain();

    expect(mailsTo(guest.email)).toHaveLength(1);
    const mail = await lastMail(guest.email);
    // Sent 23 hours before the start (the session was made less than a day ahead): the real time left.
    expect(mail.subject).toBe("提醒：Studying engineering 将在 23 小时后开始");
    expect(mail.text).toContain("小明，您好：");
    expect(mail.text).toContain("（Asia/Shanghai）");
    expect(mail.text).toContain("即 America/New_York 时间");
    const link = `http://quad.test/webinars/categories/${categoryId}/events/${session.id}`;
    expect(mail.text).toContain(link);
    // The personal join link, in the body and as the calendar entry's place (as in the confirmation).
    const join = joinLinkFor("http://quad.test", t.config.fileUrlSecret, registration.id);
    expect(mail.text).toContain(`您的专属参会链接：${join}`);
    expect(mail.text).toContain("主办方：Harbour University");
    expect(mail.ics).toMatchObject({
      method: "REQUEST",
      uid: `webinar-${session.id}@quad.test`,
      // iCalendar times are to the second.
      start: toSecond(session.start_time),
      end: toSecond(session.end_time),
      summary: "Studying engineering",
      url: join,
    });
    expect(mail.ics?.alarms).toEqual([{ action: "DISPLAY", trigger: "-PT15M" }]);
    expect((await logOf(registration.id)).map((l) => l.kind)).toEqual(["reminder_24h"]);
    const [row] = await logOf(registration.id);
    const [stored] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.outbox_id ?? -1));
    expect(stored?.to_address).toBe(guest.email);
  });

  it("writes an English guest's mail in the session's zone when the guest has none", async () => {
    const session = await createSession(t.db, partnerId, { title: "Campus tour", start_time: fromNow(20 * HOUR) });
    const guest = await createGuest(t.db, { first_name: "Ana" });
    await register(t.db, session, guest);
    await scanAndDrain();
    const mail = await lastMail(guest.email);
    expect(mail.subject).toBe("Reminder: Campus tour starts in 20 hours");
    expect(mail.text).toContain("Hello Ana,");
    expect(mail.text).toContain("(America/New_York)");
    expect(mail.text).toMatch(/^When: [^\n]+ \(America\/New_York\)$/m);
    // A session without a category is found in My sessions.
    expect(mail.text).toContain("http://quad.test/webinars/my-sessions");
  });

  it("sends the 1-hour reminder alone when the session is within the hour, and none to a guest who registered after it", async () => {
    // 55 minutes ahead: the reminder says "1 hour" (the real time left, rounded).
    const session = await createSession(t.db, partnerId, { title: "Scholarships", start_time: fromNow(55 * 60_000) });
    const early = await createGuest(t.db);
    const late = await createGuest(t.db);
    const r = await register(t.db, session, early);
    await register(t.db, session, late, { registered_at: fromNow(-5 * 60_000) });
    await scanAndDrain();
    expect(mailsTo(early.email)).toHaveLength(1);
    expect((await lastMail(early.email)).subject).toBe("Starting soon: Scholarships starts in 1 hour");
    expect((await logOf(r.id)).map((l) => l.kind)).toEqual(["reminder_1h"]);
    // The late guest just had the confirmation (its job lost here: the scan finds it), no reminder.
    expect(mailsTo(late.email)).toHaveLength(1);
    expect((await lastMail(late.email)).subject).toMatch(/^You're registered: /);
  });

  it("mails each reminder once however often the scan runs, and the next one when its time comes", async () => {
    const session = await createSession(t.db, partnerId, { start_time: fromNow(3 * HOUR) });
    const guest = await createGuest(t.db);
    const r = await register(t.db, session, guest);
    await scanAndDrain();
    await scanAndDrain();
    expect(mailsTo(guest.email)).toHaveLength(1);
    expect(await work().mailOnce(r.id, "reminder_24h")).toBe("already_sent");
    // Two and a half hours later the 1-hour reminder is due; the 24-hour one is not sent again.
    offset = 2.5 * HOUR;
    try {
      await scanAndDrain();
      await scanAndDrain();
    } finally {
      offset = 0;
    }
    expect(mailsTo(guest.email)).toHaveLength(2);
    expect((await logOf(r.id)).map((l) => l.kind).sort()).toEqual(["reminder_1h", "reminder_24h"]);
  });

  it("reminds nobody who is waitlisted or cancelled, nor of a draft or cancelled session", async () => {
    const open = await createSession(t.db, partnerId, { start_time: fromNow(10 * HOUR) });
    const draft = await createSession(t.db, partnerId, { start_time: fromNow(10 * HOUR), status: "draft" });
    const cancelled = await createSession(t.db, partnerId, {
      start_time: fromNow(10 * HOUR),
      status: "cancelled",
      cancelled_at: new Date(),
    });
    const waiting = await createGuest(t.db);
    const gaveUp = await createGuest(t.db);
    const onDraft = await createGuest(t.db);
    const onCancelled = await createGuest(t.db);
    await register(t.db, open, waiting, { status: "waitlisted", waitlisted_at: fromNow(-3 * HOUR) });
    await register(t.db, open, gaveUp, { status: "cancelled", cancelled_at: new Date() });
    const d = await register(t.db, draft, onDraft);
    await register(t.db, cancelled, onCancelled);
    await scanAndDrain();
    for (const g of [waiting, gaveUp, onDraft, onCancelled]) expect(mailsTo(g.email)).toHaveLength(0);
    expect(await work().mailOnce(d.id, "reminder_24h")).toBe("not_due");
  });
});

describe("follow-up after a session", () => {
  it("thanks attendees and sends no-shows the replay while the watch window is open", async () => {
    const session = await createSession(t.db, partnerId, {
      title: "Life on campus",
      start_time: fromNow(-3 * HOUR),
      recording_url: "https://video.example.test/life-on-campus.mp4",
      is_recording_available: true,
      category_id: categoryId,
    });
    const joined = await createGuest(t.db);
    const checkedIn = await createGuest(t.db, { locale: "zh-CN" });
    const noShow = await createGuest(t.db);
    const waiting = await createGuest(t.db);
    await register(t.db, session, joined, { first_joined_at: fromNow(-2.9 * HOUR), joined_seconds: 1800 });
    await register(t.db, session, checkedIn, { attended_at: fromNow(-2.9 * HOUR), check_in_method: "qr" });
    const r = await register(t.db, session, noShow);
    await register(t.db, session, waiting, { status: "waitlisted", waitlisted_at: fromNow(-50 * HOUR) });
    await scanAndDrain();
    await scanAndDrain();

    expect((await lastMail(joined.email)).subject).toBe("Thank you for attending Life on campus");
    expect((await lastMail(checkedIn.email)).subject).toBe("感谢您参加 Life on campus");
    const replay = await lastMail(noShow.email);
    expect(replay.subject).toBe("Missed Life on campus? Watch the replay");
    expect(replay.text).toContain(`http://quad.test/webinars/categories/${categoryId}/events/${session.id}`);
    expect(replay.text).toContain("Replay in Quad until");
    expect(replay.ics).toBeNull();
    for (const g of [joined, checkedIn, noShow]) expect(mailsTo(g.email)).toHaveLength(1);
    expect(mailsTo(waiting.email)).toHaveLength(0);
    expect((await logOf(r.id)).map((l) => l.kind)).toEqual(["replay"]);
  });

  it("sends no replay without a recording nor after 7 days, and thanks nobody after them", async () => {
    const noRecording = await createSession(t.db, partnerId, { start_time: fromNow(-5 * HOUR) });
    const old = await createSession(t.db, partnerId, {
      start_time: fromNow(-8 * 24 * HOUR),
      recording_url: "https://video.example.test/old.mp4",
    });
    const a = await createGuest(t.db);
    const b = await createGuest(t.db);
    const c = await createGuest(t.db);
    await register(t.db, noRecording, a);
    await register(t.db, old, b);
    await register(t.db, old, c, { first_joined_at: fromNow(-8 * 24 * HOUR) });
    await scanAndDrain();
    for (const g of [a, b, c]) expect(mailsTo(g.email)).toHaveLength(0);
  });
});

describe("waitlist offers", () => {
  it("offers a freed seat to the first on the list, and passes it on when the offer ends unaccepted", async () => {
    const session = await createSession(t.db, partnerId, { capacity: 2, start_time: fromNow(3 * 24 * HOUR) });
    const [seated, left, first, second, third] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createGuest(t.db, { timezone: "Europe/London" })),
    );
    if (!seated || !left || !first || !second || !third) throw new Error("guests");
    await register(t.db, session, seated);
    await register(t.db, session, left, { status: "cancelled", cancelled_at: new Date() });
    const w1 = await register(t.db, session, first, { status: "waitlisted", waitlisted_at: fromNow(-3 * HOUR) });
    const w2 = await register(t.db, session, second, { status: "waitlisted", waitlisted_at: fromNow(-2 * HOUR) });
    const w3 = await register(t.db, session, third, { status: "waitlisted", waitlisted_at: fromNow(-1 * HOUR) });

    // The scan finds the free seat and offers it to the first on the list, by mail.
    await scanAndDrain();
    const offered = await t.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.id, w1.id));
    const until = offered[0]?.offer_expires_at;
    expect(until).toBeInstanceOf(Date);
    expect(Math.abs((until?.getTime() ?? 0) - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    expect(mailsTo(first.email)).toHaveLength(1);
    const offer = await lastMail(first.email);
    expect(offer.subject).toBe(`A seat is free for you: ${session.title}`);
    expect(offer.text).toContain("Offer open until");
    expect(offer.text).toContain("(Europe/London)");
    expect(mailsTo(second.email)).toHaveLength(0);
    // The open offer holds the seat.
    expect(await work().offerSeats(session.id)).toEqual([]);
    // Its follow-up job waits for the offer's end.
    expect(await t.app.ctx.jobs.count("webinar-offer-pass", "created")).toBeGreaterThanOrEqual(1);

    // A day later the offer has ended unaccepted: the seat goes to the next, never back to the first.
    offset = 25 * HOUR;
    try {
      expect(await work().offerSeats(session.id)).toEqual([w2.id]);
      expect(await work().offerSeats(session.id)).toEqual([]);
      await scanAndDrain();
    } finally {
      offset = 0;
    }
    expect(mailsTo(second.email)).toHaveLength(1);
    expect(mailsTo(first.email)).toHaveLength(1);
    expect(mailsTo(third.email)).toHaveLength(0);
    // Accepted (the guest area makes it registered): the session is full, nothing more is offered.
    await t.db
      .update(webinarRegistrations)
      .set({ status: "registered", waitlisted_at: null })
      .where(eq(webinarRegistrations.id, w2.id));
    offset = 50 * HOUR;
    try {
      expect(await work().offerSeats(session.id)).toEqual([]);
    } finally {
      offset = 0;
    }
    expect((await logOf(w3.id)).length).toBe(0);
  });

  it("ends an offer at the session's start and makes none once it has started", async () => {
    const soon = await createSession(t.db, partnerId, { capacity: 1, start_time: fromNow(2 * HOUR) });
    const guest = await createGuest(t.db);
    const w = await register(t.db, soon, guest, { status: "waitlisted", waitlisted_at: new Date() });
    expect(await work().offerSeats(soon.id)).toEqual([w.id]);
    const [row] = await t.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.id, w.id));
    expect(row?.offer_expires_at?.toISOString()).toBe(soon.start_time.toISOString());

    const started = await createSession(t.db, partnerId, { capacity: 1, start_time: fromNow(-10 * 60_000) });
    const late = await createGuest(t.db);
    await register(t.db, started, late, { status: "waitlisted", waitlisted_at: new Date() });
    expect(await work().offerSeats(started.id)).toEqual([]);
  });

  it("mails an offer made elsewhere once, through its job, and not after it ended", async () => {
    const session = await createSession(t.db, partnerId, { capacity: 1, start_time: fromNow(48 * HOUR) });
    const guest = await createGuest(t.db);
    // On the list for a while (its acknowledgement long sent), then offered a seat.
    const w = await register(t.db, session, guest, {
      status: "waitlisted",
      waitlisted_at: fromNow(-3 * HOUR),
      offer_expires_at: fromNow(12 * HOUR),
    });
    await t.app.ctx.jobs.send("webinar-waitlist-offer", { registration_id: w.id }, { singletonKey: String(w.id) });
    await scanAndDrain();
    expect(mailsTo(guest.email)).toHaveLength(1);
    const ended = await register(t.db, session, await createGuest(t.db), {
      status: "waitlisted",
      waitlisted_at: new Date(),
      offer_expires_at: fromNow(-HOUR),
    });
    expect(await work().handleOffer(ended.id)).toBe("not_due");
    expect(
      await t.db
        .select()
        .from(webinarMailLog)
        .where(and(eq(webinarMailLog.registration_id, ended.id), eq(webinarMailLog.kind, "waitlist_offer"))),
    ).toEqual([]);
  });
});

describe("confirmations whose job was lost", () => {
  it("are found by the scan within the hour, once, and never for older or walk-in registrations", async () => {
    const session = await createSession(t.db, partnerId, { title: "Found again", start_time: fromNow(30 * HOUR) });
    const fresh = await createGuest(t.db);
    const waiting = await createGuest(t.db);
    const old = await createGuest(t.db);
    const walkIn = await createGuest(t.db);
    const r = await register(t.db, session, fresh, { registered_at: fromNow(-10 * 60_000) });
    await register(t.db, session, waiting, { status: "waitlisted", waitlisted_at: fromNow(-5 * 60_000) });
    await register(t.db, session, old, { registered_at: fromNow(-2 * HOUR) });
    await register(t.db, session, walkIn, { registered_at: fromNow(-60_000), source: "walk_in" });
    await scanAndDrain();
    await scanAndDrain();
    expect(mailsTo(fresh.email)).toHaveLength(1);
    expect((await lastMail(fresh.email)).subject).toBe("You're registered: Found again");
    expect((await logOf(r.id)).map((l) => l.kind)).toEqual(["confirmation"]);
    expect(mailsTo(waiting.email)).toHaveLength(1);
    expect((await lastMail(waiting.email)).subject).toBe("You're on the waitlist: Found again");
    expect(mailsTo(old.email)).toHaveLength(0);
    expect(mailsTo(walkIn.email)).toHaveLength(0);
  });
});
