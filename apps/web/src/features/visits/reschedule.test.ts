import { describe, expect, it } from "vitest";
import { type DaySlot, openSlots } from "./reschedule";

describe("openSlots", () => {
  const slot = (over: Partial<DaySlot>): DaySlot => ({
    slot_id: 1,
    availability_id: 1,
    day: 1,
    time_from: "09:00",
    time_to: "09:45",
    start_date: "2030-01-01",
    end_date: "2030-12-31",
    timezone: "Asia/Singapore",
    starts_at: "2030-05-06T01:00:00.000Z",
    ends_at: "2030-05-06T01:45:00.000Z",
    capacity: 2,
    booked: 0,
    remaining: 2,
    is_booked_by_university: false,
    pending: 0,
    university_visit: null,
    ...over,
  });
  it("keeps future slots with room that the university does not hold, except the visit's own", () => {
    const now = new Date("2030-05-06T00:00:00Z");
    const data = {
      "2030-05-06": [
        slot({ slot_id: 1 }),
        slot({ slot_id: 2, remaining: 0 }),
        slot({ slot_id: 3, is_booked_by_university: true }),
        slot({ slot_id: 4, starts_at: "2030-05-05T23:00:00.000Z" }),
      ],
      "2030-05-13": [slot({ slot_id: 1, starts_at: "2030-05-13T01:00:00.000Z" })],
    };
    const open = openSlots(data, now, { slot_id: 1, event_date: "2030-05-13" });
    expect(Object.keys(open)).toEqual(["2030-05-06"]);
    expect(open["2030-05-06"]?.map((s) => s.slot_id)).toEqual([1]);
  });
});
