import { describe, expect, it } from "vitest";
import { visitTimeText, wallClock, whenIn } from "./visit-times.ts";

// Wed Apr 7, 2027 09:30–10:30 in Singapore (UTC+8) is Tue Apr 6, 21:30–22:30 in New York (EDT, UTC-4).
const at = { start: new Date("2027-04-07T01:30:00Z"), end: new Date("2027-04-07T02:30:00Z") };
// Tue Apr 6, 2027 09:30–10:30 in New York is 21:30–22:30 the same day in Singapore.
const morningInNewYork = { start: new Date("2027-04-06T13:30:00Z"), end: new Date("2027-04-06T14:30:00Z") };

describe("visitTimeText", () => {
  it("gives the reader's own zone first and the other side's beside it, naming its day when it differs", () => {
    expect(visitTimeText(at, "Asia/Singapore", ["America/New_York"], "en-US")).toBe(
      "Wed, Apr 7, 2027 09:30–10:30 (Asia/Singapore) — Tue, Apr 6 21:30–22:30 in America/New_York",
    );
    expect(visitTimeText(at, "America/New_York", ["Asia/Singapore"], "en-US")).toBe(
      "Tue, Apr 6, 2027 21:30–22:30 (America/New_York) — Wed, Apr 7 09:30–10:30 in Asia/Singapore",
    );
    expect(visitTimeText(morningInNewYork, "America/New_York", ["Asia/Singapore"], "en-US")).toBe(
      "Tue, Apr 6, 2027 09:30–10:30 (America/New_York) — 21:30–22:30 in Asia/Singapore",
    );
  });

  it("writes Chinese dates as decision 018 does, with 24-hour times", () => {
    expect(visitTimeText(at, "Asia/Singapore", ["America/New_York"], "zh-CN")).toBe(
      "2027年4月7日 星期三 09:30–10:30（Asia/Singapore），即 America/New_York 时间 4月6日 星期二 21:30–22:30",
    );
    expect(visitTimeText(morningInNewYork, "America/New_York", ["Asia/Singapore"], "zh-CN")).toBe(
      "2027年4月6日 星期二 09:30–10:30（America/New_York），即 Asia/Singapore 时间 21:30–22:30",
    );
  });

  it("shows one zone when every side is in the reader's zone, and each other zone once", () => {
    expect(visitTimeText(at, "Asia/Singapore", ["Asia/Singapore"], "en-US")).toBe(
      "Wed, Apr 7, 2027 09:30–10:30 (Asia/Singapore)",
    );
    expect(
      visitTimeText(at, "Europe/London", ["America/New_York", "Asia/Singapore", "America/New_York"], "en-US"),
    ).toBe(
      "Wed, Apr 7, 2027 02:30–03:30 (Europe/London) — Tue, Apr 6 21:30–22:30 in America/New_York, 09:30–10:30 in Asia/Singapore",
    );
    expect(visitTimeText(at, "Europe/London", ["America/New_York", "Asia/Singapore"], "zh-CN")).toBe(
      "2027年4月7日 星期三 02:30–03:30（Europe/London），即 America/New_York 时间 4月6日 星期二 21:30–22:30、Asia/Singapore 时间 09:30–10:30",
    );
  });

  it("follows daylight saving time by the visit's own date", () => {
    // New York is UTC-5 in January, UTC-4 in July.
    const winter = { start: new Date("2027-01-12T15:00:00Z"), end: new Date("2027-01-12T16:00:00Z") };
    const summer = { start: new Date("2027-07-13T15:00:00Z"), end: new Date("2027-07-13T16:00:00Z") };
    expect(visitTimeText(winter, "America/New_York", [], "en-US")).toBe(
      "Tue, Jan 12, 2027 10:00–11:00 (America/New_York)",
    );
    expect(visitTimeText(summer, "America/New_York", [], "en-US")).toBe(
      "Tue, Jul 13, 2027 11:00–12:00 (America/New_York)",
    );
  });
});

describe("wallClock and whenIn", () => {
  it("give the instant's calendar date, time and weekday in a zone", () => {
    expect(wallClock(at.start, "America/New_York")).toEqual({ date: "2027-04-06", time: "21:30", weekday: 2 });
    expect(whenIn(at.start, "Asia/Singapore")).toEqual({
      date: "2027-04-07",
      time: "09:30",
      timezone: "Asia/Singapore",
    });
  });
});
