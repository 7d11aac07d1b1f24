import { describe, expect, it } from "vitest";
import {
  activeFilterBadges,
  activeFilterCount,
  isFiltered,
  removeBadge,
  resetFilters,
  setFilterValues,
  setRange,
} from "./filter-edits";
import { decodeRange } from "./filters";
import { applicationsSearchParams, listPayload, parseApplicationsSearch } from "./search";

const defaults = parseApplicationsSearch({});

describe("the list's address", () => {
  it("defaults to the upcoming tab, no filter, submitted_at descending (spec 3 §9)", () => {
    expect(defaults).toEqual({ tab: "upcoming", q: "", sort: "submitted_at", dir: "desc", filters: {}, ranges: {} });
    expect(applicationsSearchParams(defaults)).toEqual({});
  });

  it("reads every filter, range, sort and tab back from what it writes", () => {
    const search = {
      tab: "past" as const,
      q: "maya",
      sort: "program_name" as const,
      dir: "asc" as const,
      filters: { status: ["submitted", "in_review"], program: ["12"], country: ["4", "9"], attention: ["overdue"] },
      ranges: { applied: { from: "2026-01-01", to: "2026-01-31" }, uploaded: { from: "2026-02-01", to: "2026-02-02" } },
    };
    const params = applicationsSearchParams(search);
    expect(params).toEqual({
      tab: "past",
      q: "maya",
      sort: "program_name",
      dir: "asc",
      status: "submitted,in_review",
      program: "12",
      country: "4,9",
      attention: "overdue",
      applied: "2026-01-01..2026-01-31",
      uploaded: "2026-02-01..2026-02-02",
    });
    expect(parseApplicationsSearch(params)).toEqual(search);
  });

  it("drops what the list would refuse: unknown codes, bad ids, bad days, unknown sort keys", () => {
    const search = parseApplicationsSearch({
      tab: "later",
      sort: "email",
      dir: "up",
      status: "submitted,archived,submitted",
      program: "12,abc,0,-3",
      applied: "2026-02-30..2026-03-01",
      uploaded: "2026-03-05..2026-03-01",
    });
    expect(search.tab).toBe("upcoming");
    expect(search.sort).toBe("submitted_at");
    expect(search.dir).toBe("desc");
    expect(search.filters).toEqual({ status: ["submitted"], program: ["12"] });
    // A reversed range is put in order; an impossible day is no range.
    expect(search.ranges).toEqual({ uploaded: { from: "2026-03-01", to: "2026-03-05" } });
    expect(decodeRange("2026-01-01")).toBeUndefined();
  });

  it("writes the sort only when it differs from the default", () => {
    expect(applicationsSearchParams({ ...defaults, dir: "asc" })).toEqual({ sort: "submitted_at", dir: "asc" });
  });
});

describe("the list call's payload (spec 3 §5)", () => {
  it("sends ids as numbers, codes as codes, ranges as whole days and the sort params", () => {
    const search = parseApplicationsSearch({
      q: "lee",
      tab: "past",
      status: "decided",
      result: "admitted,waitlisted",
      fee_status: "paid",
      course: "3",
      school: "8",
      attention: "new",
      applied: "2026-01-01..2026-01-31",
      uploaded: "2026-02-01..2026-02-03",
    });
    expect(listPayload(search)).toEqual({
      search_text: "lee",
      tab: "past",
      sort_params: { sort_by: "submitted_at", sort_direction: "desc" },
      filters: {
        status: ["decided"],
        result: ["admitted", "waitlisted"],
        fee_status: ["paid"],
        course_ids: [3],
        school_ids: [8],
        application_status: ["new"],
        start_date: "2026-01-01",
        end_date: "2026-01-31",
        document_uploaded_from: "2026-02-01",
        document_uploaded_to: "2026-02-03",
      },
    });
  });

  it("leaves out the search when empty", () => {
    expect(listPayload(defaults)).toEqual({
      filters: {},
      sort_params: { sort_by: "submitted_at", sort_direction: "desc" },
      tab: "upcoming",
    });
  });
});

describe("filters and badges", () => {
  const search = setRange(
    setFilterValues(setFilterValues(defaults, "status", ["submitted", "decided"]), "country", ["4"]),
    "applied",
    { from: "2026-05-10", to: "2026-05-01" },
  );

  it("counts and lists one badge per value and per range, in the bar's order", () => {
    expect(activeFilterCount(search)).toBe(4);
    expect(activeFilterBadges(search)).toEqual([
      { kind: "value", key: "status", value: "submitted" },
      { kind: "value", key: "status", value: "decided" },
      { kind: "value", key: "country", value: "4" },
      { kind: "range", key: "applied" },
    ]);
    expect(search.ranges.applied).toEqual({ from: "2026-05-01", to: "2026-05-10" });
  });

  it("removes one badge; a filter left empty disappears", () => {
    const less = removeBadge(removeBadge(search, { kind: "value", key: "country", value: "4" }), {
      kind: "range",
      key: "applied",
    });
    expect(less.filters).toEqual({ status: ["submitted", "decided"] });
    expect(less.ranges).toEqual({});
  });

  it("reset keeps the tab and the sort", () => {
    const reset = resetFilters({ ...search, tab: "past", q: "x", sort: "status", dir: "asc" });
    expect(reset).toEqual({ ...defaults, tab: "past", sort: "status", dir: "asc" });
    expect(isFiltered(reset)).toBe(false);
    expect(isFiltered({ ...reset, q: "a" })).toBe(true);
  });
});
