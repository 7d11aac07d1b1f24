import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { datesBetween, wallClockInstant, weekdayOf } from "./slot-dates.ts";

describe("slot dates", () => {
  it("numbers weekdays 1 Monday to 7 Sunday", () => {
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(weekdayOf("2026-11-29")).toBe(7);
  });
  it("lists dates inclusively across month ends", () => {
    expect(datesBetween("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });
  it("keeps the wall-clock time on both sides of a daylight-saving change", () => {
    // New York moves to EDT on 2026-03-08.
    expect(wallClockInstant("2026-03-07", "09:00", "America/New_York").toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(wallClockInstant("2026-03-09", "09:00", "America/New_York").toISOString()).toBe("2026-03-09T13:00:00.000Z");
    // London moves back to GMT on 2026-10-25.
    expect(wallClockInstant("2026-10-24", "14:30", "Europe/London").toISOString()).toBe("2026-10-24T13:30:00.000Z");
    expect(wallClockInstant("2026-10-26", "14:30", "Europe/London").toISOString()).toBe("2026-10-26T14:30:00.000Z");
  });

  it("agrees with the exact conversion on ordinary days and on change days, in many zones", () => {
    const zones = [
      "America/New_York",
      "Europe/London",
      "Australia/Sydney",
      "Asia/Kolkata",
      "America/Sao_Paulo",
      "Pacific/Chatham",
    ];
    const dates = [
      "2026-03-08",
      "2026-03-09",
      "2026-03-29",
      "2026-04-05",
      "2026-10-04",
      "2026-10-25",
      "2026-11-01",
      "2026-07-15",
    ];
    for (const zone of zones) {
      for (const date of dates) {
        for (const time of ["00:30", "01:30", "02:30", "09:00", "23:45"]) {
          const exact = dayjs.tz(`${date} ${time}`, "YYYY-MM-DD HH:mm", zone).toDate().toISOString();
          expect(wallClockInstant(date, time, zone).toISOString(), `${zone} ${date} ${time}`).toBe(exact);
        }
      }
    }
  });
});
