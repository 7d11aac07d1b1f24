import type { CalendarVisit, DaySlot } from "@quad/contract/api/availability";
import { describe, expect, it } from "vitest";
import {
  bookingUrl,
  calendarItems,
  calendarRange,
  canAddAt,
  eventLines,
  orderSlots,
  slotFill,
  timeAxis,
  timeRange,
  wallClock,
  zoneLabels,
} from "./model";

const daySlot = (over: Partial<DaySlot> = {}): DaySlot => ({
  slot_id: 7,
  availability_id: 3,
  day: 1,
  time_from: "09:00",
  time_to: "09:45",
  start_date: "2027-09-01",
  end_date: "2027-09-30",
  timezone: "Asia/Singapore",
  starts_at: "2027-09-06T01:00:00.000Z",
  ends_at: "2027-09-06T01:45:00.000Z",
  capacity: 3,
  booked: 1,
  remaining: 2,
  is_booked_by_university: false,
  pending: 0,
  university_visit: null,
  ...over,
});

const visit = (over: Partial<CalendarVisit> = {}): CalendarVisit => ({
  id: 41,
  status: "confirm",
  event_date: "2027-09-06",
  time_from: "09:00",
  time_to: "09:45",
  starts_at: "2027-09-06T01:00:00.000Z",
  ends_at: "2027-09-06T01:45:00.000Z",
  slot_id: 7,
  university: { id: 2, name: "Northbridge University" },
  ...over,
});

describe("the calendar range", () => {
  it("turns FullCalendar's exclusive UTC-coerced end into the last shown date", () => {
    expect(calendarRange(new Date("2027-09-06T00:00:00Z"), new Date("2027-09-13T00:00:00Z"))).toEqual({
      start_date: "2027-09-06",
      end_date: "2027-09-12",
    });
    // A month view shows six weeks, across the month's edges.
    expect(calendarRange(new Date("2027-08-30T00:00:00Z"), new Date("2027-10-11T00:00:00Z"))).toEqual({
      start_date: "2027-08-30",
      end_date: "2027-10-10",
    });
  });
});

describe("calendar items", () => {
  it("are wall-clock strings without an offset, so a slot keeps its time across a clock change", () => {
    expect(wallClock("2027-10-30", "09:00")).toBe("2027-10-30T09:00:00");
    expect(wallClock("2027-10-31", "09:00")).toBe("2027-10-31T09:00:00");
    expect(wallClock("2027-12-31", "24:00")).toBe("2028-01-01T00:00:00");
  });

  it("list slots with their fill and visits, sorted by start", () => {
    const items = calendarItems(
      {
        "2027-09-07": [daySlot({ slot_id: 8, day: 2, remaining: 0, booked: 3 })],
        "2027-09-06": [daySlot()],
      },
      [visit()],
      "2027-09-07",
    );
    expect(items.map((i) => [i.id, i.start, i.end, i.kind])).toEqual([
      ["slot-7-2027-09-06", "2027-09-06T09:00:00", "2027-09-06T09:45:00", "slot"],
      ["visit-41", "2027-09-06T09:00:00", "2027-09-06T09:45:00", "visit"],
      ["slot-8-2027-09-07", "2027-09-07T09:00:00", "2027-09-07T09:45:00", "slot"],
    ]);
    expect(items[2]).toMatchObject({ kind: "slot", fill: "full", date: "2027-09-07", past: false });
    expect(items.slice(0, 2).map((i) => i.past)).toEqual([true, true]);
  });

  it("are past once a slot has started (earlier today too) or a visit has ended", () => {
    const items = calendarItems(
      {
        "2027-09-06": [
          daySlot({ slot_id: 1, time_from: "08:00", time_to: "08:30" }),
          daySlot({ slot_id: 2, time_from: "09:00", time_to: "09:45" }),
          daySlot({ slot_id: 3, time_from: "10:00", time_to: "10:30" }),
        ],
      },
      [visit()],
      "2027-09-06T09:30:00",
    );
    const past = Object.fromEntries(items.map((i) => [i.id, i.past]));
    expect(past).toEqual({
      "slot-1-2027-09-06": true,
      "slot-2-2027-09-06": true,
      "visit-41": false,
      "slot-3-2027-09-06": false,
    });
  });

  it("take a new slot only from now on", () => {
    expect(canAddAt("2027-09-06T09:00:00", "2027-09-06T09:30:12")).toBe(false);
    expect(canAddAt("2027-09-06T09:30:00", "2027-09-06T09:30:12")).toBe(true);
    expect(canAddAt("2027-09-06", "2027-09-06T09:30:12")).toBe(true);
    expect(canAddAt("2027-09-05", "2027-09-06T09:30:12")).toBe(false);
  });

  it("get two lines from 30 minutes, one line below", () => {
    expect(eventLines("2027-09-06T09:00:00", "2027-09-06T09:30:00")).toBe(2);
    expect(eventLines("2027-09-06T09:00:00", "2027-09-06T09:20:00")).toBe(1);
    expect(eventLines("2027-12-31T23:45:00", "2028-01-01T00:00:00")).toBe(1);
  });

  it("tell open, partly booked and full slots apart", () => {
    expect(slotFill({ capacity: 3, remaining: 3 })).toBe("open");
    expect(slotFill({ capacity: 3, remaining: 1 })).toBe("partial");
    expect(slotFill({ capacity: 3, remaining: 0 })).toBe("full");
  });

  it("widen the time axis to whole hours around early or late items", () => {
    expect(timeAxis([])).toEqual({ slotMinTime: "07:00:00", slotMaxTime: "19:00:00" });
    const items = calendarItems({
      "2027-09-06": [
        daySlot({ time_from: "05:10", time_to: "05:40" }),
        daySlot({ time_from: "19:00", time_to: "20:30" }),
      ],
    });
    expect(timeAxis(items)).toEqual({ slotMinTime: "05:00:00", slotMaxTime: "21:00:00" });
    expect(timeAxis(calendarItems({ "2027-09-06": [daySlot({ time_from: "22:00", time_to: "24:00" })] }))).toEqual({
      slotMinTime: "07:00:00",
      slotMaxTime: "24:00:00",
    });
  });

  it("label the zone with its offset, twice when the offset changes in the visible dates", () => {
    expect(zoneLabels("Asia/Singapore", "2027-10-25", "2027-11-07")).toEqual(["(GMT+08:00) Asia/Singapore"]);
    expect(zoneLabels("Europe/London", "2027-10-25", "2027-11-07")).toEqual([
      "(GMT+01:00) Europe/London",
      "(GMT+00:00) Europe/London",
    ]);
  });

  it("show times in the spec's hh:mma format", () => {
    expect(timeRange("09:00", "13:45")).toBe("09:00am – 01:45pm");
  });
});

describe("the slot list and the share link", () => {
  it("lists running slots first, then past ones", () => {
    const slots = [
      { id: 1, start_date: "2026-01-01", end_date: "2026-02-01", day: 1, time_from: "09:00" },
      { id: 2, start_date: "2027-09-01", end_date: "2027-09-30", day: 2, time_from: "09:00" },
      { id: 3, start_date: "2027-09-01", end_date: "2027-09-30", day: 1, time_from: "10:00" },
    ];
    expect(orderSlots(slots, "2026-11-21").map((s) => s.id)).toEqual([3, 2, 1]);
  });

  it("builds the public booking address of the school", () => {
    expect(bookingUrl("https://quad.test/", 12)).toBe("https://quad.test/schedule-appointment/12");
  });
});
