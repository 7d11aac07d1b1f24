import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { timeLeft } from "./webinar-mail-texts.ts";
import {
  guestZone,
  instantIn,
  sessionPageLink,
  type WebinarMailInput,
  webinarCalendarSequence,
  webinarMail,
} from "./webinar-mails.ts";

const session: WebinarMailInput["session"] = {
  id: 42,
  title: "Engineering at Harbour",
  start_time: new Date("2027-04-06T13:30:00Z"),
  end_time: new Date("2027-04-06T14:30:00Z"),
  timezone: "America/New_York",
  is_in_person: false,
  location: null,
  category_id: 3,
  host_name: "Harbour University",
  created_at: new Date("2027-03-01T00:00:00Z"),
  updated_at: new Date("2027-03-01T00:10:00Z"),
};
const base: Omit<WebinarMailInput, "kind" | "guest"> = {
  session,
  appUrl: "https://quad.example",
  sender: "no-reply@quad.test",
  now: new Date("2027-04-05T13:30:00Z"),
};
const en = { email: "ana@example.test", first_name: "Ana", locale: "en-US" as const, timezone: null };
const zh = { email: "ming@example.test", first_name: "小明", locale: "zh-CN" as const, timezone: "Asia/Shanghai" };

describe("webinar mails", () => {
  it("links the session page, or My sessions without a category", () => {
    expect(sessionPageLink("https://quad.example", session)).toBe(
      "https://quad.example/webinars/categories/3/events/42",
    );
    expect(sessionPageLink("https://quad.example", { ...session, category_id: null })).toBe(
      "https://quad.example/webinars/my-sessions",
    );
  });

  it("writes times in the guest's zone, else the session's", () => {
    expect(guestZone(zh, session)).toBe("Asia/Shanghai");
    expect(guestZone(en, session)).toBe("America/New_York");
    expect(guestZone({ timezone: "Mars/Olympus" }, session)).toBe("America/New_York");
    expect(instantIn(session.start_time, "Asia/Shanghai", "zh-CN")).toBe("2027年4月6日 21:30（Asia/Shanghai）");
    expect(instantIn(session.start_time, "America/New_York", "en-US")).toBe("Apr 6, 2027 09:30 AM (America/New_York)");
  });

  it("grows the calendar sequence with each change of the session", () => {
    expect(webinarCalendarSequence(session)).toBe(600);
    expect(webinarCalendarSequence({ ...session, updated_at: session.created_at })).toBe(0);
  });

  it("reminds in Chinese with the guest's time first and the session's beside it", () => {
    const mail = webinarMail({ ...base, kind: "reminder_24h", guest: zh });
    expect(mail.to).toBe(zh.email);
    expect(mail.subject).toBe("提醒：Engineering at Harbour 将在 24 小时后开始");
    expect(mail.text).toContain(
      "时间：2027年4月6日 星期二 21:30–22:30（Asia/Shanghai），即 America/New_York 时间 09:30–10:30",
    );
    expect(mail.text).toContain("地点：线上");
    expect(mail.html).toContain('lang="zh-CN"');
  });

  it("reminds in English in the session's zone alone when the guest has none", () => {
    const mail = webinarMail({ ...base, now: new Date("2027-04-06T12:30:00Z"), kind: "reminder_1h", guest: en });
    expect(mail.subject).toBe("Starting soon: Engineering at Harbour starts in 1 hour");
    expect(mail.text).toContain("When: Tue, Apr 6, 2027 09:30–10:30 (America/New_York)\n");
    expect(mail.text).toContain("Join the session: https://quad.example/webinars/categories/3/events/42");
  });

  it("says the real time left when a reminder goes out later than its moment", () => {
    // Five hours before the start (a session made the same morning): never "24 hours".
    const late = { ...base, now: new Date("2027-04-06T08:30:00Z") };
    const mail = webinarMail({ ...late, kind: "reminder_24h", guest: en });
    expect(mail.subject).toBe("Reminder: Engineering at Harbour starts in 5 hours");
    expect(mail.text).toContain("Engineering at Harbour starts in 5 hours.");
    expect(mail.text).not.toContain("24 hours");
    expect(webinarMail({ ...late, kind: "reminder_24h", guest: zh }).subject).toBe(
      "提醒：Engineering at Harbour 将在 5 小时后开始",
    );
    const soon = { ...base, now: new Date("2027-04-06T13:02:00Z") };
    expect(webinarMail({ ...soon, kind: "reminder_1h", guest: en }).subject).toBe(
      "Starting soon: Engineering at Harbour starts in 30 minutes",
    );
    expect(webinarMail({ ...soon, kind: "reminder_1h", guest: zh }).text).toContain("将在 30 分钟后开始");
  });

  it("rounds the time left as people say it", () => {
    const min = 60_000;
    expect(timeLeft(24 * 60 * min, "en-US")).toBe("24 hours");
    expect(timeLeft(23 * 60 * min + 40 * min, "en-US")).toBe("24 hours");
    expect(timeLeft(100 * min, "en-US")).toBe("2 hours");
    expect(timeLeft(60 * min, "en-US")).toBe("1 hour");
    expect(timeLeft(52 * min, "zh-CN")).toBe("1 小时");
    expect(timeLeft(44 * min, "en-US")).toBe("45 minutes");
    expect(timeLeft(30_000, "en-US")).toBe("5 minutes");
  });

  it("attaches a calendar entry with a display alarm 15 minutes before to reminders only", () => {
    const mail = webinarMail({ ...base, kind: "reminder_24h", guest: en });
    expect(mail.calendar?.filename).toBe("webinar.ics");
    const calendar = new ICAL.Component(ICAL.parse(mail.calendar?.content ?? ""));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe("webinar-42@quad.example");
    expect(event.sequence).toBe(600);
    expect(event.startDate.toJSDate().toISOString()).toBe(session.start_time.toISOString());
    const [alarm, ...more] = vevent.getAllSubcomponents("valarm");
    expect(more).toEqual([]);
    expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm?.getFirstPropertyValue("trigger"))).toBe("-PT15M");
    for (const kind of ["thanks", "replay", "waitlist_offer"] as const) {
      expect(webinarMail({ ...base, kind, guest: en }).calendar).toBeUndefined();
    }
  });

  it("tells the offer's end and the replay's, and the place of an in-person session", () => {
    const offer = webinarMail({
      ...base,
      kind: "waitlist_offer",
      guest: zh,
      session: { ...session, is_in_person: true, location: "Hall A" },
      offer_expires_at: new Date("2027-04-05T16:00:00Z"),
    });
    expect(offer.subject).toBe("为您保留了一个名额：Engineering at Harbour");
    expect(offer.text).toContain("名额保留至：2027年4月6日 00:00（Asia/Shanghai）");
    expect(offer.text).toContain("地点：Hall A");
    const replay = webinarMail({ ...base, kind: "replay", guest: en });
    expect(replay.text).toContain("Replay in Quad until: Apr 13, 2027 10:30 AM (America/New_York)");
  });

  it("escapes the session's title in the HTML", () => {
    const mail = webinarMail({ ...base, kind: "thanks", guest: en, session: { ...session, title: "<b>Hi</b>" } });
    expect(mail.html).toContain("&lt;b&gt;Hi&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Hi</b>");
  });

  describe("the confirmation", () => {
    const personal = {
      join_link: "https://quad.example/api/v1/webinars/join/tok",
      ics_url: "https://quad.example/api/v1/webinars/join/tok/calendar.ics",
    };

    it("leads with the personal join link and offers Google, Outlook and Apple calendars", () => {
      const mail = webinarMail({ ...base, kind: "confirmation", guest: en, personal });
      expect(mail.subject).toBe("You're registered: Engineering at Harbour");
      expect(mail.text).toContain(`Your join link: ${personal.join_link}`);
      expect(mail.text).toContain(`Join the session: ${personal.join_link}`);
      expect(mail.text).toMatch(
        /- Google Calendar: https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
      );
      expect(mail.text).toMatch(/- Outlook: https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/);
      expect(mail.text).toContain(`- Apple Calendar (.ics): ${personal.ics_url}`);
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(mail.calendar?.content ?? "")).getFirstSubcomponent("vevent") ?? undefined,
      );
      expect(event.location).toBe(personal.join_link);
      expect(event.description).toContain(personal.join_link);
    });

    it("names the venue of an in-person session and no join link", () => {
      const mail = webinarMail({
        ...base,
        kind: "confirmation",
        guest: zh,
        personal,
        session: { ...session, is_in_person: true, location: "Hall A" },
      });
      expect(mail.subject).toBe("报名成功：Engineering at Harbour");
      expect(mail.text).toContain("地点：Hall A");
      expect(mail.text).not.toContain("您的专属参会链接");
      expect(mail.text).toContain("打开活动页面：https://quad.example/webinars/categories/3/events/42");
    });

    it("acknowledges the waiting list without a calendar file", () => {
      const mail = webinarMail({ ...base, kind: "waitlisted", guest: en });
      expect(mail.subject).toBe("You're on the waitlist: Engineering at Harbour");
      expect(mail.calendar).toBeUndefined();
      expect(mail.text).not.toContain("calendar.google.com");
    });
  });
});
