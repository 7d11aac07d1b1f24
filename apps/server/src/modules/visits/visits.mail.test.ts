import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { schoolWithSlot as schoolSlot } from "../../test/visit-fixtures.ts";
import { outbox } from "../mail/mail.table.ts";

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const clock = new Date("2027-03-01T12:00:00Z").getTime();
const API = "/api/v1/partners";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url }, now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** The newest mail to an address as its reader's mail program sees it, with the visit's calendar file read. */
async function mailTo(address: string) {
  await t.app.ctx.mailer.flush();
  const raw = [...sink.mails].reverse().find((m) => m.to.includes(address))?.raw;
  if (!raw) return undefined;
  const mail = await PostalMime.parse(raw, { attachmentEncoding: "utf8" });
  const file = mail.attachments.find((a) => a.filename === "visit.ics");
  const calendarPart = /Content-Type: text\/calendar; charset=utf-8; method=(\w+)/i.exec(raw)?.[1];
  let ics: ReturnType<typeof readCalendar> | undefined;
  if (file) ics = readCalendar(String(file.content));
  return { subject: mail.subject, text: mail.text ?? "", html: mail.html ?? "", ics, calendarPart };
}

function readCalendar(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    location: event.location,
    url: vevent.getFirstPropertyValue("url"),
    status: vevent.getFirstPropertyValue("status"),
  };
}

/**
 * A school in Singapore that confirms by hand, with a default place for visits and Wednesday
 * 09:30–10:30 slots in March and April 2027, its admin, a colleague reading in Chinese and one
 * who lives in London.
 */
async function singaporeSchool() {
  const s = await schoolSlot(t, {
    timezone: "Asia/Singapore",
    location: "Counselling office, building B",
    from: "2027-03-01",
    to: "2027-04-30",
    slot: { days: [3], time_from: "09:30", time_to: "10:30", capacity: 2 },
  });
  const chinese = await t.createUser({ partner_id: s.partner.id, locale: "zh-CN", role: "member" });
  const london = await t.createUser({ partner_id: s.partner.id, timezone: "Europe/London", role: "member" });
  return { ...s, chinese, london };
}

/** A university in New York (the test institutions' zone) requesting a visit on Wed Apr 7, 2027. */
async function request(school: Awaited<ReturnType<typeof singaporeSchool>>, extra: Record<string, unknown> = {}) {
  const uni = await t.createSignedIn("University");
  const res = await t.injectAs(uni.token, {
    method: "POST",
    url: `${API}/events/create_event`,
    payload: {
      school_partner_id: school.partner.id,
      slot_id: school.slotId,
      event_date: "2027-04-07",
      timezone: "America/New_York",
      note: "We bring two reps",
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return { uni, id: res.json().event.id as number };
}

const setStatus = (token: string, id: number, status: string, reason?: string) =>
  t.injectAs(token, { method: "PUT", url: `${API}/events/${id}/update_status`, payload: { status, reason } });

describe("visit mails people can act on", () => {
  it("a New York university's request reaches the Singapore school with the visit's link, a confirm button, both zones, the place and an invitation; the confirmation and the cancellation follow", async () => {
    const school = await singaporeSchool();
    const { uni, id } = await request(school);
    const uid = `visit-${id}@quad.test`;

    const toSchool = await mailTo(school.user.email);
    expect(toSchool?.subject).toBe(`${uni.partner.name} requested a visit on Apr 07, 2027 09:30am (Asia/Singapore)`);
    expect(toSchool?.text).toContain(`Review and confirm: http://quad.test/events/${id}`);
    expect(toSchool?.html).toContain(`<a href="http://quad.test/events/${id}"`);
    expect(toSchool?.text).toContain(
      "When: Wed, Apr 7, 2027 09:30–10:30 (Asia/Singapore) — Tue, Apr 6 21:30–22:30 in America/New_York",
    );
    expect(toSchool?.text).toContain("Where: Counselling office, building B");
    expect(toSchool?.text).toContain("Note: We bring two reps");
    expect(toSchool?.calendarPart).toBe("REQUEST");
    expect(toSchool?.ics).toEqual({
      method: "REQUEST",
      uid,
      sequence: 0,
      start: "2027-04-07T01:30:00.000Z",
      end: "2027-04-07T02:30:00.000Z",
      location: "Counselling office, building B",
      url: `http://quad.test/events/${id}`,
      status: "TENTATIVE",
    });

    const toChinese = await mailTo(school.chinese.email);
    expect(toChinese?.subject).toBe(`${uni.partner.name} 申请了 2027年4月7日 09:30 (Asia/Singapore) 的访问`);
    expect(toChinese?.text).toContain(
      "时间：2027年4月7日 星期三 09:30–10:30（Asia/Singapore），即 America/New_York 时间 4月6日 星期二 21:30–22:30",
    );
    expect(toChinese?.text).toContain(`查看并确认：http://quad.test/events/${id}`);
    expect(toChinese?.ics?.uid).toBe(uid);

    const toLondon = await mailTo(school.london.email);
    expect(toLondon?.text).toContain(
      "When: Wed, Apr 7, 2027 02:30–03:30 (Europe/London) — Tue, Apr 6 21:30–22:30 in America/New_York, 09:30–10:30 in Asia/Singapore",
    );

    // The outbox keeps the calendar file with the mail.
    const [kept] = await t.db.select({ ics: outbox.ics }).from(outbox).where(eq(outbox.to_address, school.user.email));
    expect(kept?.ics).toContain("METHOD:REQUEST");
    // The university that asked gets no mail of its own request, as before.
    expect(await mailTo(uni.user.email)).toBeUndefined();

    expect((await setStatus(school.token, id, "confirm")).statusCode).toBe(200);
    const toUniversity = await mailTo(uni.user.email);
    expect(toUniversity?.subject).toBe(
      `${school.partner.name} confirmed the visit on Apr 06, 2027 09:30pm (America/New_York)`,
    );
    expect(toUniversity?.text).toContain(`View the visit: http://quad.test/events-list/${id}`);
    expect(toUniversity?.text).toContain(
      "When: Tue, Apr 6, 2027 21:30–22:30 (America/New_York) — Wed, Apr 7 09:30–10:30 in Asia/Singapore",
    );
    expect(toUniversity?.ics).toMatchObject({
      method: "REQUEST",
      uid,
      sequence: 1,
      start: "2027-04-07T01:30:00.000Z",
      url: `http://quad.test/events-list/${id}`,
      status: "CONFIRMED",
    });

    expect((await setStatus(uni.token, id, "cancel", "Flight cancelled")).statusCode).toBe(200);
    const cancelled = await mailTo(school.user.email);
    expect(cancelled?.text).toContain("Reason: Flight cancelled");
    expect(cancelled?.text).toContain(`View the visit: http://quad.test/events/${id}`);
    expect(cancelled?.calendarPart).toBe("CANCEL");
    expect(cancelled?.ics).toMatchObject({ method: "CANCEL", uid, sequence: 2, status: "CANCELLED" });
  });

  it("a university's reschedule asks the school to confirm the new time; a decline removes it from the university's calendar", async () => {
    const school = await singaporeSchool();
    const { uni, id } = await request(school);
    const moved = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/universities/events/${id}/reschedule`,
      payload: { slot_id: school.slotId, event_date: "2027-04-14", timezone: "America/New_York", reason: "Exam week" },
    });
    expect(moved.json().event.status).toBe("reschedule");
    const toSchool = await mailTo(school.user.email);
    expect(toSchool?.text).toContain(`Review and confirm: http://quad.test/events/${id}`);
    expect(toSchool?.text).toContain("Reason: Exam week");
    expect(toSchool?.ics).toMatchObject({ method: "REQUEST", sequence: 1, start: "2027-04-14T01:30:00.000Z" });

    expect((await setStatus(school.token, id, "declined", "No counsellor that week")).statusCode).toBe(200);
    const toUniversity = await mailTo(uni.user.email);
    expect(toUniversity?.text).toContain("Reason: No counsellor that week");
    expect(toUniversity?.text).toContain(`View the visit: http://quad.test/events-list/${id}`);
    expect(toUniversity?.ics).toMatchObject({ method: "CANCEL", uid: `visit-${id}@quad.test`, sequence: 2 });
  });

  it("a new place updates the university's calendar entry; a request without a date asks the school to choose one, with no calendar file", async () => {
    const school = await singaporeSchool();
    const { uni, id } = await request(school);
    await setStatus(school.token, id, "confirm");
    const placed = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/schools/${id}/update_event_location`,
      payload: { location: "https://meet.example/lakeside" },
    });
    expect(placed.statusCode).toBe(200);
    const toUniversity = await mailTo(uni.user.email);
    expect(toUniversity?.text).toContain("Where: https://meet.example/lakeside");
    expect(toUniversity?.html).toContain('<a href="https://meet.example/lakeside">');
    expect(toUniversity?.ics).toMatchObject({
      method: "REQUEST",
      sequence: 2,
      location: "https://meet.example/lakeside",
      status: "CONFIRMED",
    });

    const undated = await request(school, { slot_id: undefined, event_date: undefined });
    const toSchool = await mailTo(school.user.email);
    expect(toSchool?.subject).toBe(`${undated.uni.partner.name} sent a visit request`);
    expect(toSchool?.text).toContain("When: No date yet");
    expect(toSchool?.text).toContain(`Review and choose a date: http://quad.test/events/${undated.id}`);
    expect(toSchool?.ics).toBeUndefined();
    expect(toSchool?.calendarPart).toBeUndefined();
  });
});
