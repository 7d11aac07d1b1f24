import { describe, expect, it } from "vitest";
import {
  APPLICATION_SORT_COLUMNS,
  APPLICATION_SORT_KEYS,
  dayOf,
  daysInStatus,
  isOverdue,
  nextDay,
  tabOf,
} from "./application-list.ts";

describe("days in status and overdue", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  it("counts whole days since the status changed", () => {
    expect(daysInStatus("2026-11-26T11:00:00Z", now)).toBe(0);
    expect(daysInStatus("2026-11-25T12:00:00Z", now)).toBe(1);
    expect(daysInStatus(new Date("2026-11-10T13:00:00Z"), now)).toBe(15);
    expect(daysInStatus("2026-11-27T00:00:00Z", now)).toBe(0);
  });

  it("marks waiting applications past the review days, never decided or closed ones", () => {
    const waiting = { status: "submitted" as const, status_changed_at: "2026-11-11T11:00:00Z" };
    expect(isOverdue(waiting, 14, now)).toBe(true);
    expect(isOverdue({ ...waiting, status_changed_at: "2026-11-12T12:00:00Z" }, 14, now)).toBe(false);
    expect(isOverdue({ ...waiting, status: "in_review" }, 14, now)).toBe(true);
    for (const status of ["decided", "completed", "withdrawn"] as const)
      expect(isOverdue({ ...waiting, status }, 14, now)).toBe(false);
  });
});

describe("tabs", () => {
  it("puts started intakes and finished applications in the past tab", () => {
    const today = "2026-11-26";
    expect(tabOf({ status: "submitted", start_date: "2026-11-25" }, today)).toBe("past");
    expect(tabOf({ status: "submitted", start_date: "2026-11-26" }, today)).toBe("upcoming");
    expect(tabOf({ status: "decided", start_date: null }, today)).toBe("upcoming");
    expect(tabOf({ status: "completed", start_date: "2027-09-01" }, today)).toBe("past");
    expect(tabOf({ status: "withdrawn", start_date: null }, today)).toBe("past");
  });
});

describe("sort keys and days", () => {
  it("maps every sort key of the spec to a column", () => {
    expect(Object.keys(APPLICATION_SORT_COLUMNS).sort()).toEqual([...APPLICATION_SORT_KEYS].sort());
    expect(APPLICATION_SORT_COLUMNS.status.ranked?.[0]).toBe("submitted");
  });

  it("reads the day as written and steps to the next", () => {
    expect(dayOf("2026-03-01T00:00:00+08:00")).toBe("2026-03-01");
    expect(dayOf("2026-03-01")).toBe("2026-03-01");
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });
});
