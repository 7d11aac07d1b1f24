import type { CalendarVisit, ConflictSlot, DaySlot } from "@quad/contract/api/availability";
import { SLOT_MESSAGES } from "@quad/contract/rules/availability";
import { describe, expect, it } from "vitest";
import {
  type BulkValues,
  bookingUrl,
  bulkConflict,
  bulkPayload,
  calendarItems,
  calendarRange,
  conflictsByRow,
  orderSlots,
  problemFromMessage,
  serverProblems,
  singleConflict,
  singlePayload,
  slotFill,
  timeAxis,
  timeRange,
  validateBulk,
  validateSingle,
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

const conflict = (over: Partial<ConflictSlot> = {}): ConflictSlot => ({
  slot_id: 9,
  availability_id: 4,
  day: 1,
  time_from: "09:30",
  time_to: "10:00",
  start_date: "2027-09-01",
  end_date: "2027-09-30",
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

describe("the single slot form", () => {
  const good = { date: "2027-09-06", time_from: "09:00", time_to: "09:45", capacity: 2 };

  it("accepts a good slot and maps it to one weekday on one date", () => {
    expect(validateSingle(good)).toEqual({});
    expect(singlePayload(good)).toEqual({
      availability: {
        availability_start_date: "2027-09-06",
        availability_end_date: "2027-09-06",
        is_bulk_upload: false,
        slots: [{ days: [1], time_from: "09:00", time_to: "09:45", capacity: 2 }],
      },
    });
    expect(singlePayload({ ...good, date: "2027-09-12" }).availability.slots[0]?.days).toEqual([7]);
  });

  it("answers every broken rule with the spec's problem", () => {
    expect(validateSingle({ date: null, time_from: "", time_to: "", capacity: "" })).toEqual({
      date: { code: "required" },
      time_from: { code: "required" },
      time_to: { code: "required" },
      capacity: { code: "required" },
    });
    expect(validateSingle({ ...good, time_to: "08:00" })).toEqual({ time_to: { code: "timeToBeforeFrom" } });
    expect(validateSingle({ ...good, time_to: "09:05" })).toEqual({ time_to: { code: "minDuration" } });
    expect(validateSingle({ ...good, capacity: 1.5 })).toEqual({ capacity: { code: "capacityInteger" } });
    expect(validateSingle({ ...good, capacity: 21 })).toEqual({
      capacity: { code: "capacity", values: { min: 1, max: 20 } },
    });
    expect(validateSingle({ ...good, capacity: 0 }).capacity?.code).toBe("capacity");
  });

  it("surfaces the first conflicting slot's time on the time field, or a bare overlap", () => {
    expect(singleConflict([conflict(), conflict({ time_from: "11:00", time_to: "12:00" })])).toEqual({
      time_from: { code: "overlapAt", values: { from: "09:30am", to: "10:00am" } },
    });
    expect(singleConflict([])).toEqual({ time_from: { code: "overlap" } });
  });
});

describe("the bulk form", () => {
  const values: BulkValues = {
    start_date: "2027-09-01",
    end_date: "2027-09-30",
    rows: [
      { days: [3, 1], time_from: "09:00", time_to: "09:45", capacity: 2 },
      { days: [2, 4], time_from: "13:00", time_to: "14:00", capacity: "3" },
    ],
  };

  it("maps the weekday table to the bulk payload (sorted weekdays, numbers)", () => {
    expect(validateBulk(values)).toEqual({});
    expect(bulkPayload(values)).toEqual({
      availability: {
        availability_start_date: "2027-09-01",
        availability_end_date: "2027-09-30",
        is_bulk_upload: true,
        slots: [
          { days: [1, 3], time_from: "09:00", time_to: "09:45", capacity: 2 },
          { days: [2, 4], time_from: "13:00", time_to: "14:00", capacity: 3 },
        ],
      },
    });
  });

  it("needs dates in order, a day per row, and 1 to 50 rows", () => {
    expect(validateBulk({ ...values, end_date: "2027-08-01" })).toEqual({ end_date: { code: "endBeforeStart" } });
    expect(validateBulk({ start_date: null, end_date: null, rows: [] })).toEqual({
      start_date: { code: "required" },
      end_date: { code: "required" },
      rows: { code: "atLeastOne" },
    });
    const row = values.rows[0] as BulkValues["rows"][number];
    expect(validateBulk({ ...values, rows: [{ ...row, days: [] }] })).toEqual({ "rows.0.days": { code: "chooseDay" } });
    const many = Array.from({ length: 51 }, (_, i) => ({
      days: [1],
      time_from: `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`,
      time_to: `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15 + 10).padStart(2, "0")}`,
      capacity: 1,
    }));
    expect(validateBulk({ ...values, rows: many })).toEqual({ rows: { code: "atMost", values: { max: 50 } } });
  });

  it("marks duplicate and overlapping rows on a shared weekday", () => {
    const row = values.rows[0] as BulkValues["rows"][number];
    const problems = validateBulk({
      ...values,
      rows: [row, { ...row, days: [1] }, { ...row, days: [3], time_from: "09:30", time_to: "10:30" }],
    });
    expect(problems).toEqual({
      "rows.1.time_from": { code: "duplicate" },
      "rows.2.time_from": { code: "overlap" },
    });
  });

  it("marks every row that meets an existing slot on a 409", () => {
    const conflicts = [conflict({ day: 4, time_from: "13:30", time_to: "14:30" })];
    expect([...conflictsByRow(values.rows, conflicts).keys()]).toEqual([1]);
    expect(bulkConflict(values.rows, [conflict(), ...conflicts])).toEqual({
      "rows.0.time_from": { code: "overlapAt", values: { from: "09:30am", to: "10:00am" } },
      "rows.1.time_from": { code: "overlapAt", values: { from: "01:30pm", to: "02:30pm" } },
    });
    expect(bulkConflict(values.rows, [])).toEqual({ rows: { code: "overlap" } });
  });
});

describe("server answers", () => {
  it("translate the rule texts into problem codes, anything else stays raw", () => {
    expect(problemFromMessage(SLOT_MESSAGES.overlap)).toEqual({ code: "overlap" });
    expect(problemFromMessage(SLOT_MESSAGES.capacity)).toEqual({ code: "capacity", values: { min: 1, max: 20 } });
    expect(problemFromMessage("is required")).toEqual({ code: "required" });
    expect(problemFromMessage("2 visits are already booked on one date of this slot")).toEqual({
      code: "server",
      values: { text: "2 visits are already booked on one date of this slot" },
    });
  });

  it("put 422 field errors on the form's fields", () => {
    const errors = {
      "slots.1.time_to": SLOT_MESSAGES.minDuration,
      "slots.0": SLOT_MESSAGES.duplicate,
      availability_end_date: SLOT_MESSAGES.endBeforeStart,
    };
    expect(serverProblems(errors, "bulk")).toEqual({
      "rows.1.time_to": { code: "minDuration" },
      "rows.0.time_from": { code: "duplicate" },
      end_date: { code: "endBeforeStart" },
    });
    expect(serverProblems({ "slots.0.capacity": SLOT_MESSAGES.capacityInteger }, "single")).toEqual({
      capacity: { code: "capacityInteger" },
    });
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
