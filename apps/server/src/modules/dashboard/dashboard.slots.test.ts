import { describe, expect, it } from "vitest";
import { freeSlots } from "./dashboard.slots.ts";

const rep = { timezone: "Asia/Shanghai", day_start_hour: 9, day_end_hour: 11 };

describe("free meeting slots", () => {
  it("covers the next 10 working days in the representative's zone, 30 minutes each, within their hours", () => {
    // Friday 2026-11-20 10:00 in Shanghai.
    const slots = freeSlots(rep, new Date("2026-11-20T02:00:00Z"), new Set());
    expect(slots).toHaveLength(10 * 4);
    // Monday 23rd 09:00 Shanghai = 01:00 UTC; the weekend is skipped.
    expect(slots[0]).toBe("2026-11-23T01:00:00.000Z");
    expect(slots[3]).toBe("2026-11-23T02:30:00.000Z");
    // The tenth working day: Friday 4 December.
    expect(slots.at(-1)).toBe("2026-12-04T02:30:00.000Z");
  });

  it("leaves out booked starts", () => {
    const slots = freeSlots(rep, new Date("2026-11-20T02:00:00Z"), new Set(["2026-11-23T01:30:00.000Z"]));
    expect(slots).toHaveLength(39);
    expect(slots).not.toContain("2026-11-23T01:30:00.000Z");
  });

  it("follows daylight saving time in the representative's zone", () => {
    const ny = { timezone: "America/New_York", day_start_hour: 9, day_end_hour: 10 };
    const slots = freeSlots(ny, new Date("2026-10-30T12:00:00Z"), new Set());
    // Friday 30 Oct is EDT (UTC-4) → Monday 2 Nov is EST (UTC-5): 09:00 = 14:00 UTC.
    expect(slots[0]).toBe("2026-11-02T14:00:00.000Z");
  });
});
