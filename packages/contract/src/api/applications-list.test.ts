import { describe, expect, it } from "vitest";
import { ApplicationFiltersSchema, isRealDay } from "./applications-list.ts";

describe("date filters of the applications list", () => {
  it("take a real day, alone or as the start or end of a day with its time and zone", () => {
    for (const v of [
      "2026-02-28",
      "2024-02-29",
      "2026-11-26T00:00:00Z",
      "2026-11-26T23:59:59.999Z",
      "2026-11-26T23:59:59+08:00",
      "2026-11-26T12:30",
    ])
      expect(isRealDay(v), v).toBe(true);
  });

  it("refuse days and times that do not exist, and years before 1900", () => {
    for (const v of [
      "2026-02-30",
      "2026-13-01",
      "2026-02-01T99:99:99Z",
      "2026-02-01T24:00:00Z",
      "2026-02-01T12:60Z",
      "2026-02-01T12:00:00+25:00",
      "2026-02-01T",
      "0000-01-01",
      "1899-12-31",
      "26-02-01",
    ])
      expect(isRealDay(v), v).toBe(false);
  });

  it("answers the field's message and keeps the day of a datetime", () => {
    const bad = ApplicationFiltersSchema.safeParse({ start_date: "2026-02-01T99:99:99Z" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ["start_date"], message: "must be a date (YYYY-MM-DD)" });
    const good = ApplicationFiltersSchema.safeParse({ start_date: "2026-02-01T00:00:00Z", end_date: "2026-02-03" });
    expect(good.data).toMatchObject({ start_date: "2026-02-01", end_date: "2026-02-03" });
  });
});
