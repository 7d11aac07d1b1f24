import type { Event } from "@quad/contract/api/events";
import { describe, expect, it } from "vitest";
import {
  canMessage,
  hasMorePages,
  nextVisitsPage,
  parseVisitsSearch,
  readCancelOverlay,
  reschedulePath,
  schoolPlace,
  visitActions,
  visitDetailPath,
  visitsFilters,
  visitsSearchParams,
} from "./model";
import { monthRange } from "./reschedule";

const visit = (over: Partial<Event> = {}): Pick<Event, "status" | "is_past" | "event_date"> => ({
  status: "pending",
  is_past: false,
  event_date: "2030-05-06",
  ...over,
});

describe("visitActions", () => {
  it("lets a school confirm, decline, reschedule and cancel a pending visit", () => {
    expect(visitActions("School", visit())).toEqual(["confirm", "decline", "reschedule", "cancel"]);
  });

  it("lets a university only reschedule and cancel, and never confirm or decline", () => {
    expect(visitActions("University", visit())).toEqual(["reschedule", "cancel"]);
    expect(visitActions("University", visit({ status: "confirm" }))).toEqual(["reschedule", "cancel"]);
  });

  it("offers no cancel and no confirm on a past visit: reschedule instead", () => {
    expect(visitActions("School", visit({ is_past: true, status: "pending" as const }))).toEqual([
      "decline",
      "reschedule",
    ]);
    expect(visitActions("University", visit({ is_past: true, status: "confirm" }))).toEqual(["reschedule"]);
  });

  it("treats cancelled and declined visits as final", () => {
    for (const status of ["cancel", "declined"] as const) {
      expect(visitActions("School", visit({ status }))).toEqual([]);
      expect(visitActions("University", visit({ status }))).toEqual([]);
    }
  });

  it("does not confirm a request that has no date yet: the school gives it one (reschedule) or declines", () => {
    expect(visitActions("School", visit({ status: "requested", event_date: null }))).toEqual([
      "decline",
      "reschedule",
      "cancel",
    ]);
  });

  it("does not let a confirmed visit be confirmed or declined again", () => {
    expect(visitActions("School", visit({ status: "confirm" }))).toEqual(["reschedule", "cancel"]);
  });

  it("gives an application client only cancel", () => {
    expect(visitActions("ApplicationClient", visit({ status: "confirm" }))).toEqual(["cancel"]);
  });
});

describe("reschedulePath", () => {
  it("uses the institute type's segment", () => {
    expect(reschedulePath("School", 7)).toBe("schools/events/7/reschedule");
    expect(reschedulePath("University", 7)).toBe("universities/events/7/reschedule");
  });
});

describe("search and paging", () => {
  it("reads the URL with defaults and drops unknown values", () => {
    expect(parseVisitsSearch({})).toEqual({ tab: "upcoming", status: "all", q: "" });
    expect(parseVisitsSearch({ tab: "past", status: "nope", q: " Ridge " })).toEqual({
      tab: "past",
      status: "all",
      q: "Ridge",
    });
  });
  it("writes only non-default values", () => {
    expect(visitsSearchParams({ tab: "upcoming", status: "all", q: "" })).toEqual({});
    expect(visitsSearchParams({ tab: "past", status: "confirm", q: "x" })).toEqual({
      tab: "past",
      status: "confirm",
      q: "x",
    });
  });
  it("maps the search to the list call's filters", () => {
    expect(visitsFilters({ tab: "past", status: "cancel", q: "North" })).toEqual({
      tab: "past",
      status: "cancel",
      search_text: "North",
      per_page: 20,
    });
    expect(visitsFilters({ tab: "upcoming", status: "all", q: "" })).toEqual({ tab: "upcoming", per_page: 20 });
  });
  it("appends the next page for the same filters and restarts at page 1 otherwise", () => {
    const filters = visitsFilters(parseVisitsSearch({}));
    expect(nextVisitsPage({ filters, loaded: 20, page_no: 1 }, filters)).toEqual({ page_no: 2, mode: "append" });
    expect(nextVisitsPage({ filters, loaded: 20, page_no: 1 }, { ...filters, tab: "past" })).toEqual({
      page_no: 1,
      mode: "replace",
    });
    expect(nextVisitsPage({ filters, loaded: 0, page_no: 1 }, filters)).toEqual({ page_no: 1, mode: "replace" });
    expect(nextVisitsPage(null, filters)).toEqual({ page_no: 1, mode: "replace" });
  });
  it("knows when more pages exist", () => {
    expect(hasMorePages(20, 35)).toBe(true);
    expect(hasMorePages(35, 35)).toBe(false);
  });
});

describe("helpers", () => {
  it("gives a month's range", () => {
    expect(monthRange("2030-02-14")).toEqual({ start: "2030-02-01", end: "2030-02-28" });
    expect(monthRange("2032-02-01")).toEqual({ start: "2032-02-01", end: "2032-02-29" });
    expect(monthRange("2030-12-31")).toEqual({ start: "2030-12-01", end: "2030-12-31" });
  });
  it("reads the cancel overlay state and ignores anything else", () => {
    const state = { eventId: 4, background: "/events?tab=past", tab: "past", includePast: true, pushed: true };
    expect(readCancelOverlay({ cancelEvent: state })).toEqual(state);
    expect(readCancelOverlay({ cancelEvent: { ...state, background: "https://evil.test" } })).toBeNull();
    expect(readCancelOverlay({})).toBeNull();
    expect(readCancelOverlay(undefined)).toBeNull();
  });
  it("keeps the detail under the list the viewer uses", () => {
    expect(visitDetailPath("/events-list", 3)).toBe("/events-list/3");
    expect(visitDetailPath("/events", 3)).toBe("/events/3");
  });
});

describe("schoolPlace", () => {
  const names = (code: string | null) => (code === "SG" ? "Singapore" : null);
  it("joins the city and the country's name, leaving out what is missing", () => {
    const at = (city: string | null, country: string | null) =>
      ({ school: { city, country } }) as unknown as Pick<Event, "school">;
    expect(schoolPlace(at("Jurong", "SG"), names)).toBe("Jurong, Singapore");
    expect(schoolPlace(at(null, "SG"), names)).toBe("Singapore");
    expect(schoolPlace(at(null, null), names)).toBe("");
  });
});

describe("canMessage", () => {
  const now = new Date("2027-03-01T12:00:00Z");
  const visit = (over: Partial<Pick<Event, "status" | "event_date" | "updated_at">>) => ({
    status: "confirm" as const,
    event_date: "2027-04-07",
    school_timezone: "Asia/Singapore",
    updated_at: "2027-02-20T00:00:00Z",
    ...over,
  });
  it("follows the contract's rule with today in the school's zone", () => {
    expect(canMessage(visit({}), now)).toBe(true);
    expect(canMessage(visit({ event_date: "2027-01-30" }), now)).toBe(true);
    expect(canMessage(visit({ event_date: "2027-01-29" }), now)).toBe(false);
    expect(canMessage(visit({ status: "cancel", updated_at: "2027-02-20T00:00:00Z" }), now)).toBe(true);
    expect(canMessage(visit({ status: "declined", updated_at: "2027-02-10T00:00:00Z" }), now)).toBe(false);
  });
});
