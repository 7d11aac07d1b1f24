import { describe, expect, it } from "vitest";
import { isTrendEmpty, trendRows } from "./trends";

describe("trend rows", () => {
  const months = ["2026-10", "2026-11"];
  it("one row per month with each series' value of the kind", () => {
    const series = [{ key: "student", monthly: [2, 3], cumulative: [10, 13] }];
    expect(trendRows(months, series, "monthly")).toEqual([
      { month: "2026-10", student: 2 },
      { month: "2026-11", student: 3 },
    ]);
    expect(trendRows(months, series, "cumulative")[1]).toEqual({ month: "2026-11", student: 13 });
    expect(isTrendEmpty(series)).toBe(false);
    expect(isTrendEmpty([{ key: "x", monthly: [0, 0], cumulative: [0, 0] }])).toBe(true);
  });
});
