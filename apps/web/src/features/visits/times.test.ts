import { describe, expect, it } from "vitest";
import { todayIn } from "../../lib/dates";
import { initialPickerMonth } from "./reschedule";
import { visitTimes } from "./times";

describe("visitTimes", () => {
  const e = {
    starts_at: "2030-05-06T01:00:00.000Z",
    time_from: "09:00",
    time_to: "09:45",
    school_timezone: "Asia/Singapore",
  };
  it("gives the school's zone and the viewer's zone, each with its label", () => {
    const times = visitTimes(e, "America/New_York");
    expect(times?.school).toEqual({
      zone: "Asia/Singapore",
      date: "May 06, 2030",
      from: "09:00am",
      to: "09:45am",
      label: "(GMT+08:00) Asia/Singapore",
    });
    expect(times?.viewer).toEqual({
      zone: "America/New_York",
      date: "May 05, 2030",
      from: "09:00pm",
      to: "09:45pm",
      label: "(GMT-04:00) America/New_York",
    });
  });
  it("gives only the school's time when the viewer is in the same zone, and nothing without a date", () => {
    expect(visitTimes(e, "Asia/Singapore")?.viewer).toBeNull();
    expect(visitTimes({ ...e, starts_at: null }, "UTC")).toBeNull();
  });
});

describe("picker dates", () => {
  it("gives today's date in a zone", () => {
    const now = new Date("2030-05-06T20:00:00Z");
    expect(todayIn("Asia/Singapore", now)).toBe("2030-05-07");
    expect(todayIn("America/New_York", now)).toBe("2030-05-06");
  });
  it("opens on the visit's month when it is ahead, else this month", () => {
    expect(initialPickerMonth("2031-03-17", "2030-05-06")).toBe("2031-03-01");
    expect(initialPickerMonth("2030-01-02", "2030-05-06")).toBe("2030-05-01");
    expect(initialPickerMonth(null, "2030-05-06")).toBe("2030-05-01");
  });
});
