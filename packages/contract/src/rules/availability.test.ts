import { describe, expect, it } from "vitest";
import { rangesOverlap, SLOT_MESSAGES, slotClashes, slotProblems } from "./availability.ts";

const slot = (time_from: string, time_to: string, capacity = 2, days = [1]) => ({ days, time_from, time_to, capacity });

describe("slotProblems", () => {
  it("accepts a valid slot", () => expect(slotProblems(slot("09:00", "09:30"))).toEqual({}));
  it("refuses 'Time to' before or equal to 'Time from'", () => {
    expect(slotProblems(slot("10:00", "09:00")).time_to).toBe(SLOT_MESSAGES.timeToBeforeFrom);
    expect(slotProblems(slot("10:00", "10:00")).time_to).toBe(SLOT_MESSAGES.timeToBeforeFrom);
  });
  it("needs at least 10 minutes", () => {
    expect(slotProblems(slot("10:00", "10:09")).time_to).toBe(SLOT_MESSAGES.minDuration);
    expect(slotProblems(slot("10:00", "10:10"))).toEqual({});
  });
  it("needs a whole capacity within bounds", () => {
    expect(slotProblems(slot("10:00", "11:00", 0)).capacity).toBe(SLOT_MESSAGES.capacity);
    expect(slotProblems(slot("10:00", "11:00", 21)).capacity).toBe(SLOT_MESSAGES.capacity);
    expect(slotProblems(slot("10:00", "11:00", 1.5)).capacity).toBe(SLOT_MESSAGES.capacityInteger);
  });
});

describe("slotClashes", () => {
  it("finds duplicates and overlaps on shared weekdays only", () => {
    expect(slotClashes([slot("09:00", "10:00"), slot("09:00", "10:00")])).toEqual([{ index: 1, kind: "duplicate" }]);
    expect(slotClashes([slot("09:00", "10:00"), slot("09:30", "10:30")])).toEqual([{ index: 1, kind: "overlap" }]);
    expect(slotClashes([slot("09:00", "10:00", 2, [1]), slot("09:30", "10:30", 2, [2])])).toEqual([]);
    expect(slotClashes([slot("09:00", "10:00"), slot("10:00", "11:00")])).toEqual([]);
  });
  it("treats touching ranges as not overlapping", () => {
    expect(rangesOverlap({ time_from: "09:00", time_to: "10:00" }, { time_from: "10:00", time_to: "10:30" })).toBe(
      false,
    );
  });
});
