import { describe, expect, it } from "vitest";
import {
  APPLICATION_SORT_COLUMNS,
  APPLICATION_SORT_KEYS,
  dayOf,
  daysInStatus,
  isOverdue,
  nextDay,
  statusClockEnd,
  tabCounts,
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

describe("the instant an answer's days in status or overdue marker changes", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const view = (apps: Parameters<typeof statusClockEnd>[0], at: Date) =>
    apps.map((a) => [daysInStatus(a.status_changed_at, at), isOverdue(a, 14, at)]);
  const apps = [
    { status: "submitted" as const, status_changed_at: "2026-11-12T12:00:00Z" }, // 14 days: overdue next ms
    { status: "decided" as const, status_changed_at: "2026-11-20T18:30:00Z" },
    { status: "in_review" as const, status_changed_at: "2026-11-27T00:00:00Z" }, // changed "later" (a clock skew)
  ];

  it("is the first change of any row, and nothing changes before it", () => {
    const end = statusClockEnd(apps, 14, now);
    expect(end).toBe(Date.parse("2026-11-12T12:00:00Z") + 14 * 86_400_000 + 1);
    expect(view(apps, new Date(end - 1))).toEqual(view(apps, now));
    expect(view(apps, new Date(end))).not.toEqual(view(apps, now));
  });

  it("follows whole days when nothing turns overdue, and never ends for no rows", () => {
    const decided = [apps[1] as (typeof apps)[number]];
    const end = statusClockEnd(decided, 14, now);
    expect(new Date(end).toISOString()).toBe("2026-11-26T18:30:00.000Z");
    expect(view(decided, new Date(end - 1))).toEqual(view(decided, now));
    expect(view(decided, new Date(end))).not.toEqual(view(decided, now));
    const skewed = [apps[2] as (typeof apps)[number]];
    expect(new Date(statusClockEnd(skewed, 14, now)).toISOString()).toBe("2026-11-28T00:00:00.000Z");
    expect(statusClockEnd([], 14, now)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("tab counts from counts per status and start date", () => {
  it("puts each group in its tab on the day", () => {
    const groups = [
      { status: "submitted", start_date: "2026-12-01", n: 5 },
      { status: "submitted", start_date: "2026-11-01", n: 2 },
      { status: "in_review", start_date: null, n: 3 },
      { status: "completed", start_date: "2027-01-01", n: 4 },
    ];
    expect(tabCounts(groups, "2026-11-26")).toEqual({ upcoming: 8, past: 6 });
    expect(tabCounts(groups, "2026-12-02")).toEqual({ upcoming: 3, past: 11 });
    expect(tabCounts([], "2026-11-26")).toEqual({ upcoming: 0, past: 0 });
  });
});
