import { describe, expect, it } from "vitest";
import { bookingStates, type WindowSlot } from "./booking-state.ts";

// 2027-03-01 is a Monday (weekday 1); the window holds two Mondays and two Wednesdays.
const window = { start: "2027-03-01", end: "2027-03-10" };
const monday = (id: number, partner_id: number, period = { start: "2027-01-01", end: "2027-12-31" }): WindowSlot => ({
  id,
  partner_id,
  day: 1,
  ...period,
});

describe("bookingStates", () => {
  it("says no_availability for a school without slots in the window", () => {
    expect(bookingStates([5], [], new Map(), window).get(5)).toBe("no_availability");
  });

  it("is open while some slot has a date with places left", () => {
    const states = bookingStates([5], [monday(1, 5)], new Map([[1, 1]]), window);
    expect(states.get(5)).toBe("open");
  });

  it("is fully_booked once every date of every slot is full", () => {
    const states = bookingStates([5], [monday(1, 5)], new Map([[1, 2]]), window);
    expect(states.get(5)).toBe("fully_booked");
  });

  it("counts only the dates inside a slot's own period", () => {
    // The slot ends on the first Monday: one date in the window, and it is full.
    const slot = monday(1, 5, { start: "2027-01-01", end: "2027-03-01" });
    expect(bookingStates([5], [slot], new Map([[1, 1]]), window).get(5)).toBe("fully_booked");
  });

  it("keeps schools apart", () => {
    const states = bookingStates([5, 6, 7], [monday(1, 5), monday(2, 6)], new Map([[2, 2]]), window);
    expect(Object.fromEntries(states)).toEqual({ 5: "open", 6: "fully_booked", 7: "no_availability" });
  });
});
