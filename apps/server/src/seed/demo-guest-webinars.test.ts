import { describe, expect, it } from "vitest";
import { onceOnlyTimes } from "./demo-guest-webinars.ts";

const HOUR = 3_600_000;

describe("the demo's session times", () => {
  it("keeps times whose wall clock happens once", () => {
    const start = Date.parse("2026-11-10T09:00:00Z");
    expect(onceOnlyTimes(start, start + HOUR, "America/Anchorage")).toEqual([start, start + HOUR]);
  });

  it("moves a session off the hour the clocks go back, which its host's form could not name", () => {
    // 09:00Z on 1 November 2026 is 01:00 Alaska daylight time; 01:00 comes again at 10:00Z in standard time, the
    // instant the form's "01:00" is read as.
    const start = Date.parse("2026-11-01T09:00:00Z");
    const [from, to] = onceOnlyTimes(start, start + HOUR, "America/Anchorage");
    expect(new Date(from).toISOString()).toBe("2026-11-01T10:00:00.000Z");
    expect(to - from).toBe(HOUR);
  });
});
