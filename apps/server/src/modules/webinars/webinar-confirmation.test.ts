import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { createSession, signUpGuest, waitFor } from "../../test/webinars.ts";
import { countries } from "../reference/reference.table.ts";
import { createWebinarJobs } from "./webinar-jobs.ts";
import { webinarMailLog } from "./webinar-mail-log.table.ts";
import { webinarCategories, webinarRegistrations } from "./webinars.table.ts";

const API = "/api/v1/webinars";
const HOUR = 3_600_000;
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let partnerId: number;
let categoryId: number;
let usId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, JOBS_WORKERS: "true" } });
  partnerId = (await t.createPartner({ name: "Harbour University" })).id;
  const [category] = await t.db.insert(webinarCategories).values({ name: "Admissions" }).returning();
  categoryId = category?.id as number;
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  usId = us?.id as number;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const as = (token: string, url: string) => t.injectAs(token, { method: "POST", url: `${API}${url}`, payload: {} });
const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));

/** Waits until the guest has this many mails (their jobs ran and the outbox delivered). */
async function mailCount(address: string, n: number) {
  await waitFor(
    async () => {
      await t.app.ctx.mailer.flush();
      return mailsTo(address).length >= n;
    },
    20_000,
    `${n} mails to ${address}`,
  );
}

async function readMail(address: string, index = -1) {
  const raw = mailsTo(address).at(index)?.raw;
  if (!raw) throw new Error(`no mail to ${address}`);
  const mail = await PostalMime.parse(raw, { attachmentEncoding: "utf8" });
  const file = mail.attachments.find((a) => a.filename === "webinar.ics");
  let ics = null;
  if (file) {
    const calendar = new ICAL.Component(ICAL.parse(String(file.content)));
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const event = new ICAL.Event(vevent);
    ics = {
      method: calendar.getFirstPropertyValue("method"),
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(vevent.getFirstPropertyValue("url")),
      alarms: vevent.getAllSubcomponents("valarm").map((a) => String(a.getFirstPropertyValue("trigger"))),
    };
  }
  return { subject: mail.subject ?? "", text: mail.text ?? "", html: mail.html ?? "", ics };
}

const toSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000).toISOString();

describe("the confirmation mail", () => {
  it("confirms a seat in the guest's language and zone, with the personal join link, calendar links and an .ics", async () => {
    const s = await createSession(t.db, partnerId, {
      title: "Studying engineering",
      start_time: new Date(Date.now() + 72 * HOUR),
      category_id: categoryId,
      join_url: "https://meet.example.test/secret-room",
    });
    const g = await signUpGuest(t.app, usId, { locale: "zh-CN", timezone: "Asia/Shanghai", first_name: "小明" });
    const res = await as(g.token, `/events/${s.id}/register`);
    expect(res.statusCode, res.body).toBe(200);
    const joinUrl = res.json().session.join_url as string;
    await mailCount(g.email, 1);
    const mail = await readMail(g.email);
    expect(mail.subject).toBe("报名成功：Studying engineering");
    expect(mail.text).toContain("小明，您好：");
    expect(mail.text).toContain("（Asia/Shanghai），即 America/New_York 时间");
    expect(mail.text).toContain(`您的专属参会链接：${joinUrl}`);
    // The meeting's own address stays behind the personal link.
    expect(mail.text).not.toContain("secret-room");
    const google = new URL(/https:\/\/calendar\.google\.com\/[^\s]+/.exec(mail.text)?.[0] ?? "");
    expect(google.searchParams.get("text")).toBe("Studying engineering");
    expect(google.searchParams.get("location")).toBe(joinUrl);
    const outlook = new URL(/https:\/\/outlook\.live\.com\/[^\s]+/.exec(mail.text)?.[0] ?? "");
    expect(outlook.searchParams.get("startdt")).toBe(s.start_time.toISOString());
    expect(mail.text).toContain(`Apple 日历（.ics）：${joinUrl}/calendar.ics`);
    expect(mail.html).toContain("calendar.google.com");
    expect(mail.ics).toMatchObject({
      method: "REQUEST",
      uid: `webinar-${s.id}@quad.test`,
      start: toSecond(s.start_time),
      summary: "Studying engineering",
      location: joinUrl,
      url: joinUrl,
      alarms: ["-PT15M"],
    });
    expect(mail.ics?.description).toContain(joinUrl);
    // The Apple link answers the same session.
    const apple = await t.app.inject({ method: "GET", url: `${joinUrl.replace("http://quad.test", "")}/calendar.ics` });
    expect(apple.statusCode).toBe(200);

    // Never twice: registering again (the join option) mails nothing, nor does the job run again.
    await as(g.token, `/events/${s.id}/register`);
    const [reg] = await t.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.webinar_id, s.id));
    expect(await createWebinarJobs(t.app.ctx).mailOnce(reg?.id as number, "confirmation")).toBe("already_sent");
    await t.app.ctx.mailer.flush();
    expect(mailsTo(g.email)).toHaveLength(1);
    const log = await t.db
      .select()
      .from(webinarMailLog)
      .where(eq(webinarMailLog.registration_id, reg?.id as number));
    expect(log.map((l) => l.kind)).toEqual(["confirmation"]);
  });

  it("tells an English guest of an in-person session where, in the session's zone, without a join link", async () => {
    const s = await createSession(t.db, partnerId, {
      title: "Campus day",
      start_time: new Date(Date.now() + 50 * HOUR),
      is_in_person: true,
      location: "Hall A, 1 Harbour Road",
    });
    const g = await signUpGuest(t.app, usId);
    await as(g.token, `/events/${s.id}/register`);
    await mailCount(g.email, 1);
    const mail = await readMail(g.email);
    expect(mail.subject).toBe("You're registered: Campus day");
    expect(mail.text).toMatch(/^When: [^\n]+ \(America\/New_York\)$/m);
    expect(mail.text).toContain("Where: Hall A, 1 Harbour Road");
    expect(mail.text).not.toContain("Your join link");
    expect(mail.text).toContain(`Open the session page: http://quad.test/webinars/my-sessions`);
    expect(mail.ics?.location).toBe("Hall A, 1 Harbour Road");
  });

  it("acknowledges the waiting list, then confirms the offered seat once taken", async () => {
    const s = await createSession(t.db, partnerId, {
      title: "Tiny room",
      start_time: new Date(Date.now() + 72 * HOUR),
      capacity: 1,
    });
    const first = await signUpGuest(t.app, usId);
    const second = await signUpGuest(t.app, usId);
    await as(first.token, `/events/${s.id}/register`);
    const waiting = await as(second.token, `/events/${s.id}/register`);
    expect(waiting.json().session.registration_status).toBe("waitlisted");
    await mailCount(second.email, 1);
    const ack = await readMail(second.email);
    expect(ack.subject).toBe("You're on the waitlist: Tiny room");
    expect(ack.ics).toBeNull();

    await as(first.token, `/events/${s.id}/cancel_registration`);
    await mailCount(second.email, 2);
    expect((await readMail(second.email)).subject).toBe("A seat is free for you: Tiny room");
    const take = await as(second.token, `/events/${s.id}/register`);
    expect(take.json().session.registration_status).toBe("registered");
    await mailCount(second.email, 3);
    const confirmed = await readMail(second.email);
    expect(confirmed.subject).toBe("You're registered: Tiny room");
    expect(confirmed.ics?.method).toBe("REQUEST");

    // The first guest registers again after cancelling: a new registration, confirmed again.
    await mailCount(first.email, 1);
    await as(second.token, `/events/${s.id}/cancel_registration`);
    await as(first.token, `/events/${s.id}/register`);
    await mailCount(first.email, 2);
    expect(mailsTo(first.email).length).toBe(2);
    expect((await readMail(first.email)).subject).toBe("You're registered: Tiny room");
  });
});
