import { describe, expect, it } from "vitest";
import {
  bookingAction,
  hasMorePages,
  isFiltered,
  nextSchoolsPage,
  parseSchoolsSearch,
  placeLine,
  schoolsFilters,
  schoolsSearchParams,
  withCountry,
} from "./model";

describe("directory filters", () => {
  it("parses the URL and falls back on bad values", () => {
    expect(parseSchoolsSearch({})).toEqual({ q: "", open: false });
    expect(
      parseSchoolsSearch({ country: "7", state: "12", type: "international", size: "3", q: " oak ", open: "true" }),
    ).toEqual({ country: 7, state: 12, type: "international", size: 3, q: "oak", open: true });
    expect(parseSchoolsSearch({ country: "x", type: "castle", open: "maybe" })).toEqual({ q: "", open: false });
  });

  it("maps the filters to the schools_list payload, leaving out what is not set", () => {
    expect(schoolsFilters(parseSchoolsSearch({}))).toEqual({ per_page: 20 });
    expect(
      schoolsFilters(
        parseSchoolsSearch({ country: 7, state: 12, type: "public_partner", size: 2, q: "694512", open: true }),
      ),
    ).toEqual({
      per_page: 20,
      country_ids: [7],
      state_ids: [12],
      school_type: "public_partner",
      school_size_ids: [2],
      search_text: "694512",
      open_availability: true,
    });
  });

  it("never sends a state without its country", () => {
    const search = parseSchoolsSearch({ state: 12 });
    expect(schoolsFilters(search).state_ids).toBeUndefined();
    expect(schoolsSearchParams(search)).toEqual({});
  });

  it("clears the state when another country is chosen, keeps it for the same one", () => {
    const search = parseSchoolsSearch({ country: 7, state: 12 });
    expect(withCountry(search, 8)).toMatchObject({ country: 8, state: undefined });
    expect(withCountry(search, 7)).toMatchObject({ country: 7, state: 12 });
    expect(withCountry(search, undefined)).toMatchObject({ country: undefined, state: undefined });
  });

  it("knows when anything is filtered", () => {
    expect(isFiltered(parseSchoolsSearch({}))).toBe(false);
    expect(isFiltered(parseSchoolsSearch({ open: "true" }))).toBe(true);
    expect(isFiltered(parseSchoolsSearch({ q: "lake" }))).toBe(true);
  });
});

describe("directory paging (spec 2 §4)", () => {
  const filters = schoolsFilters(parseSchoolsSearch({ country: 7 }));

  it("appends the next page when the filters are unchanged", () => {
    expect(nextSchoolsPage({ filters, loaded: 20, page_no: 1 }, { ...filters })).toEqual({
      page_no: 2,
      mode: "append",
    });
    expect(nextSchoolsPage({ filters, loaded: 40, page_no: 2 }, filters)).toEqual({ page_no: 3, mode: "append" });
  });

  it("restarts at page 1 when a filter changed or nothing is loaded", () => {
    const other = schoolsFilters(parseSchoolsSearch({ country: 7, open: "true" }));
    expect(nextSchoolsPage({ filters, loaded: 20, page_no: 1 }, other)).toEqual({ page_no: 1, mode: "replace" });
    expect(nextSchoolsPage({ filters, loaded: 0, page_no: 1 }, filters)).toEqual({ page_no: 1, mode: "replace" });
    expect(nextSchoolsPage(null, filters)).toEqual({ page_no: 1, mode: "replace" });
  });

  it("has more pages while fewer than matched are loaded", () => {
    expect(hasMorePages(20, 41)).toBe(true);
    expect(hasMorePages(41, 41)).toBe(false);
  });
});

describe("booking a visit column", () => {
  it("offers Book now for open schools, Send Request otherwise", () => {
    expect(bookingAction("open", true)).toEqual({ action: "book", note: null });
    expect(bookingAction("fully_booked", true)).toEqual({ action: "request", note: "fullyBooked" });
    expect(bookingAction("no_availability", true)).toEqual({ action: "request", note: "noAvailability" });
  });

  it("hides the slot status when the server says it is not visible", () => {
    expect(bookingAction("fully_booked", false)).toEqual({ action: "request", note: null });
    expect(bookingAction("open", false)).toEqual({ action: "book", note: null });
  });
});

describe("placeLine", () => {
  it("joins the state and the country, leaving out what is unknown", () => {
    expect(placeLine("California", "United States")).toBe("California, United States");
    expect(placeLine(null, "Singapore")).toBe("Singapore");
    expect(placeLine(" ", undefined)).toBe("—");
  });
});
