import { describe, expect, it } from "vitest";
import {
  activeProspectTab,
  EMPTY_FILTERS,
  groupShare,
  hasFilters,
  insightsQuery,
  parseSelection,
  remainingAfter,
  rowSummary,
  selectionParam,
  toggleSelected,
  toSearchInput,
  usageShare,
} from "./model";

describe("prospect filters", () => {
  it("leaves empty lists out of the search and turns ids and years into numbers", () => {
    expect(toSearchInput(EMPTY_FILTERS, 1)).toEqual({
      country_ids: undefined,
      graduation_years: undefined,
      academic_interests: undefined,
      genders: undefined,
      connected: "any",
      sort: "recent",
      page_no: 1,
    });
    const input = toSearchInput({ ...EMPTY_FILTERS, country_ids: ["3"], graduation_years: ["2027"] }, 2);
    expect(input).toMatchObject({ country_ids: [3], graduation_years: [2027], page_no: 2 });
  });

  it("writes the insights' query with repeated keys, empty without filters", () => {
    expect(insightsQuery(EMPTY_FILTERS)).toBe("");
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    const f = { ...EMPTY_FILTERS, country_ids: ["1", "2"], academic_interests: ["Law & Order"] };
    expect(insightsQuery(f)).toBe("?country_ids=1&country_ids=2&academic_interests=Law+%26+Order");
    expect(hasFilters(f)).toBe(true);
  });
});

describe("the selection", () => {
  it("reads ids from the address once each, ignoring anything else", () => {
    expect(parseSelection("12,40,7,12,x,-3,0,1.5")).toEqual([12, 40, 7]);
    expect(parseSelection(undefined)).toEqual([]);
    expect(parseSelection(9)).toEqual([9]);
    expect(parseSelection('"12"')).toEqual([12]);
    expect(parseSelection(Array.from({ length: 150 }, (_, i) => i + 1).join(","))).toHaveLength(100);
    expect(selectionParam([1, 2])).toBe("1,2");
  });

  it("toggles an id and stops at the connect maximum", () => {
    expect(toggleSelected([1, 2], 2)).toEqual([1]);
    expect(toggleSelected([1], 3)).toEqual([1, 3]);
    const full = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(toggleSelected(full, 500)).toHaveLength(100);
  });
});

describe("rows, meter and groups", () => {
  it("describes a row without a name", () => {
    const row = { graduation_year: 2027, academic_interests: ["Engineering"], state: null };
    expect(rowSummary(row, "Student", "India")).toBe("Student · India · 2027 · Engineering");
    expect(rowSummary({ graduation_year: null, academic_interests: [], state: "Kerala" }, "Student", null)).toBe(
      "Student · Kerala",
    );
  });

  it("fills the month's meter and says what a connect leaves", () => {
    expect(usageShare(5, 25)).toBe(20);
    expect(usageShare(30, 25)).toBe(100);
    expect(usageShare(0, 0)).toBe(100);
    expect(remainingAfter(5, 6)).toBe(-1);
  });

  it("gives a group's share only for a shown figure", () => {
    expect(groupShare({ count: 25 }, 100)).toBe(25);
    expect(groupShare({ count: null }, 100)).toBeNull();
    expect(groupShare({ count: 10 }, null)).toBeNull();
  });
});

describe("the sub-navigation", () => {
  it("marks the page's tab, the connect review under Discover", () => {
    expect(activeProspectTab("/prospect-and-engage")).toBe("/prospect-and-engage");
    expect(activeProspectTab("/prospect-and-engage/connect")).toBe("/prospect-and-engage");
    expect(activeProspectTab("/prospect-and-engage/insights/")).toBe("/prospect-and-engage/insights");
    expect(activeProspectTab("/prospect-and-engage/premium")).toBe("/prospect-and-engage/premium");
    expect(activeProspectTab("/elsewhere")).toBe("/prospect-and-engage");
  });
});
