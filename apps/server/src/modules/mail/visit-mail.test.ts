import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { readerView, type VisitFacts, type VisitMailInput, type VisitReader, visitMail } from "./visit-mail.ts";

const visit: VisitFacts = {
  id: 12,
  status: "pending",
  sequence: 0,
  school: { id: 2, name: "Lakeside Academy", timezone: "Asia/Singapore" },
  university: { id: 1, name: "Maple University", timezone: "America/New_York" },
  // Wed Apr 7, 2027 09:30–10:30 in Singapore; Tue Apr 6, 21:30–22:30 in New York.
  starts_at: "2027-04-07T01:30:00.000Z",
  ends_at: "2027-04-07T02:30:00.000Z",
  location: "Counselling office, building B",
};
const counsellor: VisitReader = {
  email: "counsellor@lakeside.test",
  partner_id: 2,
  locale: "en-US",
  timezone: null,
  partner_timezone: "Asia/Singapore",
};
const rep: VisitReader = {
  email: "rep@maple.test",
  partner_id: 1,
  locale: "en-US",
  timezone: null,
  partner_timezone: "America/New_York",
};
const request: VisitMailInput = {
  reader: counsellor,
  visit,
  message_key: "visitRequested",
  message_params: { partner: "Maple University", date: "2027-04-07", time: "09:30", timezone: "Asia/Singapore" },
  sub_message: "We bring two reps",
  appUrl: "http://quad.test",
  sender: "no-reply@quad.test",
  now: new Date("2027-03-01T12:00:00Z"),
};

describe("readerView", () => {
  it("sends a school reader to /events/{id} and asks a manual school to confirm what waits for it", () => {
    expect(readerView(visit, counsellor, "http://quad.test")).toEqual({
      side: "School",
      zone: "Asia/Singapore",
      otherZones: ["America/New_York"],
      link: "http://quad.test/events/12",
      action: "confirm",
    });
    expect(readerView({ ...visit, status: "reschedule" }, counsellor, "http://quad.test").action).toBe("confirm");
    for (const status of ["confirm", "cancel", "declined"] as const) {
      expect(readerView({ ...visit, status }, counsellor, "http://quad.test").action).toBe("view");
    }
    const undated = { ...visit, status: "requested" as const, starts_at: null, ends_at: null };
    expect(readerView(undated, counsellor, "http://quad.test").action).toBe("chooseDate");
  });

  it("sends a university or application client reader to /events-list/{id}, never to confirm", () => {
    expect(readerView(visit, rep, "https://app.quad.example")).toEqual({
      side: "University",
      zone: "America/New_York",
      otherZones: ["Asia/Singapore"],
      link: "https://app.quad.example/events-list/12",
      action: "view",
    });
  });

  it("takes the reader's own zone, else their institution's, else their side's; unknown zones are skipped", () => {
    const inLondon = { ...counsellor, timezone: "Europe/London" };
    expect(readerView(visit, inLondon, "http://quad.test")).toMatchObject({
      zone: "Europe/London",
      otherZones: ["America/New_York", "Asia/Singapore"],
    });
    expect(readerView(visit, { ...rep, partner_timezone: null }, "http://quad.test").zone).toBe("America/New_York");
    expect(
      readerView(visit, { ...rep, timezone: "Mars/Olympus", partner_timezone: null }, "http://quad.test"),
    ).toMatchObject({
      zone: "America/New_York",
      otherZones: ["Asia/Singapore"],
    });
    const noUniversityZone = { ...visit, university: { ...visit.university, timezone: null } };
    expect(readerView(noUniversityZone, { ...rep, partner_timezone: null }, "http://quad.test")).toMatchObject({
      zone: "Asia/Singapore",
      otherZones: [],
    });
  });
});

describe("visitMail", () => {
  it("tells a school's counsellor the request in their zone with New York beside it, where, who, and a button to confirm", () => {
    const mail = visitMail(request);
    expect(mail.to).toBe("counsellor@lakeside.test");
    expect(mail.subject).toBe("Maple University requested a visit on Apr 07, 2027 09:30am (Asia/Singapore)");
    expect(mail.text).toBe(
      [
        "Hello,",
        "",
        "Maple University requested a visit on Apr 07, 2027 09:30am (Asia/Singapore)",
        "",
        "When: Wed, Apr 7, 2027 09:30–10:30 (Asia/Singapore) — Tue, Apr 6 21:30–22:30 in America/New_York",
        "Where: Counselling office, building B",
        "School: Lakeside Academy",
        "University: Maple University",
        "Note: We bring two reps",
        "",
        "Review and confirm: http://quad.test/events/12",
        "",
        "The attached calendar file (visit.ics) adds the visit to your calendar and keeps it up to date.",
        "",
        "You can change which mails you get in My Settings on Quad. — The Quad team",
      ].join("\n"),
    );
    expect(mail.html).toContain('<a href="http://quad.test/events/12"');
    expect(mail.html).toContain(">Review and confirm</a>");
    expect(mail.calendar?.method).toBe("REQUEST");
  });

  it("gives the university its own zone first, the catalogue text in that zone, and the visit under /events-list", () => {
    const mail = visitMail({
      ...request,
      reader: rep,
      visit: { ...visit, status: "confirm", sequence: 1 },
      message_key: "visitConfirmed",
      message_params: { partner: "Lakeside Academy", date: "2027-04-07", time: "09:30", timezone: "Asia/Singapore" },
      sub_message: null,
    });
    expect(mail.subject).toBe("Lakeside Academy confirmed the visit on Apr 06, 2027 09:30pm (America/New_York)");
    expect(mail.text).toContain(
      "When: Tue, Apr 6, 2027 21:30–22:30 (America/New_York) — Wed, Apr 7 09:30–10:30 in Asia/Singapore",
    );
    expect(mail.text).toContain("View the visit: http://quad.test/events-list/12");
    expect(mail.text).not.toContain("Reason");
    const calendar = new ICAL.Component(ICAL.parse(mail.calendar?.content ?? ""));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.attendees[0]?.getFirstValue()).toMatch(/^mailto:rep@maple\.test$/i);
    expect(event.sequence).toBe(1);
    expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("url")).toBe(
      "http://quad.test/events-list/12",
    );
  });

  it("writes the mail in Chinese for a Chinese reader", () => {
    const mail = visitMail({ ...request, reader: { ...counsellor, locale: "zh-CN" } });
    expect(mail.subject).toBe("Maple University 申请了 2027年4月7日 09:30 (Asia/Singapore) 的访问");
    expect(mail.text).toBe(
      [
        "您好：",
        "",
        "Maple University 申请了 2027年4月7日 09:30 (Asia/Singapore) 的访问",
        "",
        "时间：2027年4月7日 星期三 09:30–10:30（Asia/Singapore），即 America/New_York 时间 4月6日 星期二 21:30–22:30",
        "地点：Counselling office, building B",
        "学校：Lakeside Academy",
        "大学：Maple University",
        "留言：We bring two reps",
        "",
        "查看并确认：http://quad.test/events/12",
        "",
        "附件中的日历文件（visit.ics）会将此次访问添加到您的日历，并随变更保持更新。",
        "",
        "您可以在 Quad 的“我的设置”中更改邮件偏好。— Quad 团队",
      ].join("\n"),
    );
    expect(mail.html).toContain('<html lang="zh-CN">');
    expect(mail.calendar?.content).toContain("SUMMARY:学校访问：Maple University 到访 Lakeside Academy");
  });

  it("names a cancellation's reason and carries a CANCEL file", () => {
    const mail = visitMail({
      ...request,
      visit: { ...visit, status: "cancel", sequence: 2 },
      message_key: "visitCancelled",
      sub_message: "Exam week",
    });
    expect(mail.text).toContain("Reason: Exam week");
    expect(mail.text).toContain("View the visit: http://quad.test/events/12");
    expect(mail.text).toContain("The attached calendar file (visit.ics) removes the visit from your calendar.");
    expect(mail.calendar?.method).toBe("CANCEL");
    expect(mail.calendar?.content).toContain("METHOD:CANCEL");
  });

  it("sends no calendar file for a request without a date, and asks the school to choose one", () => {
    const mail = visitMail({
      ...request,
      visit: { ...visit, status: "requested", starts_at: null, ends_at: null, location: null },
      message_key: "visitRequestSent",
      message_params: { partner: "Maple University" },
    });
    expect(mail.calendar).toBeUndefined();
    expect(mail.text).toContain("When: No date yet");
    expect(mail.text).toContain("Where: Not set yet (the school adds it)");
    expect(mail.text).toContain("Review and choose a date: http://quad.test/events/12");
    expect(mail.text).not.toContain("calendar");
  });

  it("links a meeting link given as the place, shows the place once, and escapes what people typed", () => {
    const online = visitMail({
      ...request,
      reader: rep,
      visit: { ...visit, location: "https://meet.example/abc" },
      message_key: "visitLocationSet",
      sub_message: "https://meet.example/abc",
    });
    expect(online.html).toContain('<a href="https://meet.example/abc">https://meet.example/abc</a>');
    expect(online.text.match(/meet\.example/g)).toHaveLength(1);
    const typed = visitMail({ ...request, sub_message: "<b>two</b> & more" });
    expect(typed.html).toContain("&lt;b&gt;two&lt;/b&gt; &amp; more");
    expect(typed.html).not.toContain("<b>two</b>");
  });
});
