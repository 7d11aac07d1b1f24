import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  dueFollowUp,
  dueReminders,
  formatSessionStart,
  REMINDERS,
  reminderAt,
  sessionTiming,
} from "./webinar-timing.ts";

const START = "2026-05-04T14:30:00Z";
const END = "2026-05-04T15:30:00Z";
const at = (iso: string) => new Date(iso);
const hours = (n: number) => n * 60 * 60 * 1000;
const days = (n: number) => n * hours(24);
const plus = (iso: string, msDelta: number) => new Date(Date.parse(iso) + msDelta);

describe("session timing", () => {
  it("is upcoming before the start, live from the start to the end, past from the end", () => {
    expect(sessionTiming(START, END, plus(START, -1))).toBe("upcoming");
    expect(sessionTiming(START, END, at(START))).toBe("live");
    expect(sessionTiming(START, END, plus(END, -1))).toBe("live");
    expect(sessionTiming(START, END, at(END))).toBe("past");
  });
});

describe("session time format (spec 3 §9)", () => {
  it("writes a live session's time as hh:mm A", () => {
    expect(formatSessionStart(START, true, "UTC")).toBe("02:30 PM");
    expect(formatSessionStart(START, true, "Asia/Shanghai")).toBe("10:30 PM");
  });

  it("writes any other session as MMM D, YYYY AT hh:mm A in capitals", () => {
    expect(formatSessionStart(START, false, "UTC")).toBe("MAY 4, 2026 AT 02:30 PM");
    expect(formatSessionStart("2026-12-31T23:05:00Z", false, "Asia/Shanghai")).toBe("JAN 1, 2027 AT 07:05 AM");
  });

  it("is empty for an empty or invalid value", () => {
    expect(formatSessionStart(null, false)).toBe("");
    expect(formatSessionStart("not a date", true)).toBe("");
  });

  it("writes it the Chinese way while dayjs is in zh-cn", async () => {
    await import("dayjs/locale/zh-cn");
    dayjs.locale("zh-cn");
    try {
      expect(formatSessionStart(START, false, "Asia/Shanghai")).toBe("2026年5月4日 22:30");
      expect(formatSessionStart(START, true, "Asia/Shanghai")).toBe("22:30");
    } finally {
      dayjs.locale("en");
    }
  });
});

describe("reminder due times", () => {
  const early = "2026-04-01T00:00:00Z";
  it("places the reminders 24 hours and 1 hour before the start", () => {
    expect(REMINDERS.map((r) => r.kind)).toEqual(["reminder_24h", "reminder_1h"]);
    expect(reminderAt("reminder_24h", START).toISOString()).toBe("2026-05-03T14:30:00.000Z");
    expect(reminderAt("reminder_1h", START).toISOString()).toBe("2026-05-04T13:30:00.000Z");
  });

  it("has nothing due more than 24 hours before the start", () => {
    expect(dueReminders(START, plus(START, -hours(24) - 1), early)).toEqual([]);
  });

  it("has the 24-hour reminder due from its time until the 1-hour reminder's", () => {
    expect(dueReminders(START, plus(START, -hours(24)), early)).toEqual(["reminder_24h"]);
    expect(dueReminders(START, plus(START, -hours(2)), early)).toEqual(["reminder_24h"]);
    expect(dueReminders(START, plus(START, -hours(1) - 1), early)).toEqual(["reminder_24h"]);
  });

  it("has the 1-hour reminder due from its time until the start, and nothing after", () => {
    expect(dueReminders(START, plus(START, -hours(1)), early)).toEqual(["reminder_1h"]);
    expect(dueReminders(START, plus(START, -1), early)).toEqual(["reminder_1h"]);
    expect(dueReminders(START, at(START), early)).toEqual([]);
    expect(dueReminders(START, at(END), early)).toEqual([]);
  });

  it("skips a reminder whose time had passed when the guest registered", () => {
    const late = plus(START, -hours(3));
    expect(dueReminders(START, plus(START, -hours(2)), late)).toEqual([]);
    expect(dueReminders(START, plus(START, -hours(1)), late)).toEqual(["reminder_1h"]);
    expect(dueReminders(START, plus(START, -hours(0.5)), plus(START, -hours(0.75)))).toEqual([]);
  });

  it("goes by the time alone without a registration time", () => {
    expect(dueReminders(START, plus(START, -hours(5)))).toEqual(["reminder_24h"]);
  });
});

describe("follow-up after a session", () => {
  const base = { end: END, attended: false, recordingAvailable: false };
  it("is nothing before the end", () => {
    expect(dueFollowUp({ ...base, now: plus(END, -1), attended: true, recordingAvailable: true })).toBeNull();
  });
  it("thanks attendees, recording or not", () => {
    expect(dueFollowUp({ ...base, now: at(END), attended: true })).toBe("thanks");
    expect(dueFollowUp({ ...base, now: plus(END, days(1)), attended: true, recordingAvailable: true })).toBe("thanks");
  });
  it("sends no-shows the replay while the 7-day window is open and a recording exists", () => {
    expect(dueFollowUp({ ...base, now: plus(END, hours(1)), recordingAvailable: true })).toBe("replay");
    expect(dueFollowUp({ ...base, now: plus(END, days(7)), recordingAvailable: true })).toBe("replay");
    expect(dueFollowUp({ ...base, now: plus(END, days(7) + 1), recordingAvailable: true })).toBeNull();
    expect(dueFollowUp({ ...base, now: plus(END, hours(1)) })).toBeNull();
  });
  it("is nothing after the window, even for attendees", () => {
    expect(dueFollowUp({ ...base, now: plus(END, days(8)), attended: true })).toBeNull();
  });
});
