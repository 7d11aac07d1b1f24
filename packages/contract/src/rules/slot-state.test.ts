import { describe, expect, it } from "vitest";
import { placesLeft, type SlotFacts, slotState } from "./slot-state.ts";

const NOW = new Date("2030-03-01T00:00:00Z");
const slot = (facts: Partial<SlotFacts>): SlotFacts => ({
  starts_at: "2030-03-04T01:00:00.000Z",
  capacity: 3,
  remaining: 3,
  pending: 0,
  university_visit: null,
  ...facts,
});

describe("places left", () => {
  it("is the capacity less the confirmed visits, never below zero", () => {
    expect(placesLeft(3, 0)).toBe(3);
    expect(placesLeft(3, 2)).toBe(1);
    expect(placesLeft(2, 5)).toBe(0);
    expect(placesLeft(2, -1)).toBe(2);
  });
});

describe("a slot date's state", () => {
  it("is open with every place left when nobody holds it", () => {
    expect(slotState(slot({}), NOW)).toEqual({
      kind: "open",
      bookable: true,
      capacity: 3,
      placesLeft: 3,
      otherRequests: 0,
      visitId: null,
    });
  });

  it("shows other institutions' waiting requests beside the places left (they hold no place yet)", () => {
    const state = slotState(slot({ remaining: 2, pending: 2 }), NOW);
    expect(state).toMatchObject({ kind: "open", bookable: true, placesLeft: 2, otherRequests: 2 });
  });

  it("is the viewer's request while the school has not confirmed it, and not offered again", () => {
    const state = slotState(slot({ pending: 1, university_visit: { id: 7, status: "pending" } }), NOW);
    expect(state).toMatchObject({ kind: "requested", bookable: false, placesLeft: 3, otherRequests: 0, visitId: 7 });
    const moved = slotState(slot({ pending: 2, university_visit: { id: 8, status: "reschedule" } }), NOW);
    expect(moved).toMatchObject({ kind: "requested", otherRequests: 1, visitId: 8 });
  });

  it("is booked by the viewer once confirmed; the confirmed visit holds one of the places", () => {
    const state = slotState(slot({ remaining: 2, pending: 1, university_visit: { id: 9, status: "confirm" } }), NOW);
    expect(state).toMatchObject({ kind: "booked", bookable: false, placesLeft: 2, otherRequests: 1, visitId: 9 });
  });

  it("is full when confirmed visits take every place, whatever is waiting", () => {
    expect(slotState(slot({ capacity: 2, remaining: 0, pending: 3 }), NOW)).toMatchObject({
      kind: "full",
      bookable: false,
      placesLeft: 0,
      otherRequests: 3,
    });
  });

  it("the viewer's own visit wins over full", () => {
    const state = slotState(slot({ capacity: 1, remaining: 0, university_visit: { id: 4, status: "confirm" } }), NOW);
    expect(state.kind).toBe("booked");
  });

  it("is past from the moment it starts", () => {
    expect(slotState(slot({}), new Date("2030-03-04T01:00:00Z")).kind).toBe("past");
    expect(
      slotState(slot({ university_visit: { id: 1, status: "confirm" } }), new Date("2030-03-05T00:00:00Z")),
    ).toMatchObject({
      kind: "past",
      bookable: false,
      visitId: 1,
    });
  });
});
