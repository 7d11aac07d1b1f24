import { describe, expect, it } from "vitest";
import { graduationYears, keptFilters, percent, reportFilters, reportQuery, reportsOf } from "./filters";

describe("insight filters", () => {
  it("opens every filter a report takes on paid, the graduation year only on free", () => {
    expect(reportFilters(1, "paid").every((f) => f.open)).toBe(true);
    expect(
      reportFilters(1, "free")
        .filter((f) => f.open)
        .map((f) => f.filter),
    ).toEqual(["graduation_year"]);
    expect(reportFilters(4, "paid").map((f) => f.filter)).toEqual(["graduation_year", "user_type"]);
    expect(reportFilters(999, "paid")).toEqual([]);
  });

  it("keeps only the filters the report takes and the tier opens", () => {
    const filters = { graduation_year: 2027, country_id: 3, interest: "Law" };
    expect(keptFilters(1, "free", filters)).toEqual({ graduation_year: 2027 });
    expect(keptFilters(4, "paid", filters)).toEqual({ graduation_year: 2027 });
    expect(keptFilters(1, "paid", filters)).toEqual(filters);
  });

  it("leaves absent filters out of the query", () => {
    expect(reportQuery({ graduation_year: 2027, country_id: undefined, interest: "" as never })).toEqual({
      graduation_year: 2027,
    });
  });

  it("splits beta reports from the others", () => {
    const r = (id: number, beta: boolean) => ({ id, beta }) as never;
    expect(reportsOf([r(1, false), r(5, true)], true)).toEqual([r(5, true)]);
  });

  it("offers eleven graduation years around this one, and formats shares", () => {
    expect(graduationYears(new Date("2026-11-29T00:00:00Z"))).toEqual([
      2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032,
    ]);
    expect(percent(0.667, "en-US")).toBe("67%");
    expect(percent(0.004, "en-US")).toBe("<1%");
    expect(percent(0, "en-US")).toBe("0%");
  });
});
