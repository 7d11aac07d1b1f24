import { describe, expect, it } from "vitest";
import { parseAvailabilitySearch, searchParams } from "./search";

describe("the availability URL", () => {
  it("reads tab, view and date, falling back on anything unknown", () => {
    expect(parseAvailabilitySearch({ tab: "settings", view: "month", date: "2027-09-06" })).toEqual({
      tab: "settings",
      view: "month",
      date: "2027-09-06",
    });
    const fallback = parseAvailabilitySearch({ tab: "x", view: 3, date: "06/09/2027" });
    expect(fallback.tab).toBe("calendar");
    expect(fallback.view).toBe("week");
    expect(fallback.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("writes only what differs from the defaults, and the date", () => {
    expect(searchParams({ tab: "calendar", view: "week", date: "2027-09-06" })).toEqual({ date: "2027-09-06" });
    expect(searchParams({ tab: "slots", view: "month", date: "2027-09-06" })).toEqual({
      tab: "slots",
      view: "month",
      date: "2027-09-06",
    });
  });
});
