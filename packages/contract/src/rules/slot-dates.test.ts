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
});
