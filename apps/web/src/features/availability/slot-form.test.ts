import type { ConflictSlot } from "@quad/contract/api/availability";
import { SLOT_MESSAGES } from "@quad/contract/rules/availability";
import { describe, expect, it } from "vitest";
import { problemFromMessage } from "./problems";
import {
  type BulkValues,
  bulkConflict,
  bulkPayload,
  conflictsByRow,
  editorDates,
  endAfterStartChange,
  pickerMonth,
  rowAllowance,
  serverProblems,
  singleConflict,
  singlePayload,
  validateBulk,
  validateSingle,
} from "./slot-form";

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

describe("past dates", () => {
  const single = { date: "2027-09-06", time_from: "09:00", time_to: "09:45", capacity: 2 };
  const bulk = {
    start_date: "2027-09-06",
    end_date: "2027-09-19",
    rows: [{ days: [1], time_from: "09:00", time_to: "09:45", capacity: 2 }],
  };

  it("refuses a new slot before today in the school's zone, and accepts today", () => {
    expect(validateSingle(single, "2027-09-07")).toEqual({ date: { code: "pastDate" } });
    expect(validateSingle(single, "2027-09-06")).toEqual({});
    expect(validateBulk(bulk, "2027-09-07")).toEqual({ start_date: { code: "pastDate" } });
    expect(validateBulk(bulk, "2027-09-06")).toEqual({});
  });

  it("lets an existing weekly slot that began in the past be edited (no today given)", () => {
    expect(validateSingle(single)).toEqual({});
  });
});

describe("what Add availability opens with", () => {
  it("takes the week on screen", () => {
    expect(editorDates({ start: "2027-10-25", end: "2027-10-31" }, "2027-09-01")).toEqual({
      date: "2027-10-25",
      start_date: "2027-10-25",
      end_date: "2027-10-31",
    });
  });

  it("starts today when the week on screen has begun", () => {
    expect(editorDates({ start: "2027-10-25", end: "2027-10-31" }, "2027-10-28")).toEqual({
      date: "2027-10-28",
      start_date: "2027-10-28",
      end_date: "2027-10-31",
    });
  });

  it("gives a week from the day a day view shows", () => {
    expect(editorDates({ start: "2027-10-27", end: "2027-10-27" }, "2027-09-01")).toEqual({
      date: "2027-10-27",
      start_date: "2027-10-27",
      end_date: "2027-11-02",
    });
  });

  it("gives the seven days from today for a past week or no calendar", () => {
    const week = { date: "2027-10-28", start_date: "2027-10-28", end_date: "2027-11-03" };
    expect(editorDates({ start: "2027-10-11", end: "2027-10-17" }, "2027-10-28")).toEqual(week);
    expect(editorDates(null, "2027-10-28")).toEqual(week);
  });

  it("starts on a date picked on the calendar, to the end of the week on screen", () => {
    const week = { start: "2027-10-25", end: "2027-10-31" };
    expect(editorDates(week, "2027-09-01", "2027-10-27")).toEqual({
      date: "2027-10-27",
      start_date: "2027-10-27",
      end_date: "2027-10-31",
    });
    // A month view's trailing day after the span, or a picked day in the past, is not kept as is.
    expect(editorDates(week, "2027-09-01", "2027-11-02").end_date).toBe("2027-11-08");
    expect(editorDates(week, "2027-10-28", "2027-10-26").date).toBe("2027-10-28");
  });

  it("opens a picker on its value, else the date it follows, else its first allowed date, else today", () => {
    expect(pickerMonth("2027-12-01", "2027-10-25", undefined, "2027-09-01")).toBe("2027-12-01");
    expect(pickerMonth(null, "2027-10-25", "2027-09-01", "2027-09-01")).toBe("2027-10-25");
    expect(pickerMonth(null, null, "2027-10-25", "2027-09-01")).toBe("2027-10-25");
    expect(pickerMonth(null, undefined, "2027-08-01", "2027-09-01")).toBe("2027-09-01");
  });

  it("takes the end date along when the start moves past it, keeping the range's length", () => {
    expect(endAfterStartChange("2027-10-25", "2027-10-31", "2027-12-06")).toBe("2027-12-12");
    expect(endAfterStartChange("2027-10-25", "2027-10-31", "2027-10-27")).toBe("2027-10-31");
    expect(endAfterStartChange(null, "2027-10-31", "2027-12-06")).toBe("2027-12-12");
    expect(endAfterStartChange("2027-10-25", null, "2027-12-06")).toBeNull();
  });

  it("counts the weekly table's rows against the 50 a request may hold", () => {
    expect(rowAllowance(1)).toEqual({ count: 1, max: 50, left: 49, full: false });
    expect(rowAllowance(50)).toEqual({ count: 50, max: 50, left: 0, full: true });
  });
});
