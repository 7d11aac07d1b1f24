import { VISIT_MESSAGES } from "@quad/contract/rules/visits";
import { describe, expect, it } from "vitest";
import { todayIn } from "../../lib/dates";
import {
  availabilitySummary,
  bookingErrors,
  bookingFieldErrors,
  type DaySlot,
  datesOfWeek,
  dualZoneTimes,
  filledAttendees,
  firstOpenWeek,
  isBookable,
  selectedSlot,
  selectionFromSearch,
  shiftWeek,
  signInToBookPath,
  viewerZoneOf,
  visitMessageKey,
  weekCaption,
  weekDates,
  weekRangeLabel,
  weekSlots,
  weekStartOf,
  zoneLegend,
  zoneNote,
} from "./booking-model";

function slot(partial: Partial<DaySlot>): DaySlot {
  return {
    slot_id: 1,
    availability_id: 1,
    day: 1,
    time_from: "09:00",
    time_to: "09:45",
    start_date: "2030-01-01",
    end_date: "2030-12-31",
    timezone: "Asia/Singapore",
    starts_at: "2030-03-04T01:00:00.000Z",
    ends_at: "2030-03-04T01:45:00.000Z",
    capacity: 3,
    booked: 0,
    remaining: 3,
    pending: 0,
    is_booked_by_university: false,
    university_visit: null,
    ...partial,
  };
}

describe("weeks", () => {
  it("start on Monday and run seven days", () => {
    expect(weekStartOf("2030-03-06")).toBe("2030-03-04"); // a Wednesday
    expect(weekStartOf("2030-03-04")).toBe("2030-03-04");
    expect(weekStartOf("2030-03-10")).toBe("2030-03-04"); // Sunday belongs to the week before
    expect(weekDates("2030-03-04")).toEqual([
      "2030-03-04",
      "2030-03-05",
      "2030-03-06",
      "2030-03-07",
      "2030-03-08",
      "2030-03-09",
      "2030-03-10",
    ]);
    expect(shiftWeek("2030-03-04", 1)).toBe("2030-03-11");
    expect(shiftWeek("2030-03-04", -1)).toBe("2030-02-25");
  });

  it("gives today's date in a zone", () => {
    const now = new Date("2030-03-04T20:00:00Z");
    expect(todayIn("Asia/Singapore", now)).toBe("2030-03-05");
    expect(todayIn("America/New_York", now)).toBe("2030-03-04");
  });

  it("lists the week's slots that have not started, in time order", () => {
    const late = slot({ slot_id: 2, starts_at: "2030-03-04T06:00:00.000Z", ends_at: "2030-03-04T06:45:00.000Z" });
    const early = slot({ slot_id: 1 });
    const days = weekSlots({ "2030-03-04": [late, early] }, "2030-03-04", new Date("2030-03-01T00:00:00Z"));
    expect(days).toHaveLength(7);
    expect(days[0]?.slots.map((s) => s.slot_id)).toEqual([1, 2]);
    const later = weekSlots({ "2030-03-04": [late, early] }, "2030-03-04", new Date("2030-03-04T02:00:00Z"));
    expect(later[0]?.slots.map((s) => s.slot_id)).toEqual([2]);
  });
});

describe("week caption", () => {
  it("names the week from the real dates, not from whether it is the first one shown", () => {
    // Today is Wednesday 2030-03-06; its week starts Monday 2030-03-04.
    expect(weekCaption("2030-03-04", "2030-03-06")).toBe("thisWeek");
    expect(weekCaption("2030-03-11", "2030-03-06")).toBe("nextWeek");
    expect(weekCaption("2030-02-25", "2030-03-06")).toBe("lastWeek");
    expect(weekCaption("2030-03-18", "2030-03-06")).toBeNull();
    // Sunday still belongs to the week that started on Monday; the next day is a new week.
    expect(weekCaption("2030-03-04", "2030-03-10")).toBe("thisWeek");
    expect(weekCaption("2030-03-11", "2030-03-11")).toBe("thisWeek");
    // Across a month and a year end.
    expect(weekCaption("2031-01-06", "2030-12-31")).toBe("nextWeek");
  });

  it("writes the week's range once, in the interface language", () => {
    expect(weekRangeLabel("2030-03-04", "en-US")).toBe("Mar 4 – 10, 2030");
    expect(weekRangeLabel("2026-03-30", "en-US")).toBe("Mar 30 – Apr 5, 2026");
    expect(weekRangeLabel("2030-12-30", "en-US")).toBe("Dec 30, 2030 – Jan 5, 2031");
    expect(weekRangeLabel("2030-03-04", "zh-CN")).toContain("2030");
  });
});

describe("slot state on the picker", () => {
  it("never offers a slot date the university already holds, requested or booked", () => {
    const now = new Date("2030-03-01T00:00:00Z");
    expect(isBookable(slot({}), now)).toBe(true);
    expect(isBookable(slot({ remaining: 0 }), now)).toBe(false);
    expect(
      isBookable(slot({ university_visit: { id: 1, status: "pending" }, is_booked_by_university: true }), now),
    ).toBe(false);
    expect(isBookable(slot({ pending: 2 }), now)).toBe(true);
  });

  it("finds the chosen slot in the loaded week", () => {
    const data = { "2030-03-04": [slot({ slot_id: 1 }), slot({ slot_id: 2 })] };
    expect(selectedSlot(data, { slot_id: 2, date: "2030-03-04" })?.slot_id).toBe(2);
    expect(selectedSlot(data, { slot_id: 2, date: "2030-03-05" })).toBeNull();
    expect(selectedSlot(undefined, { slot_id: 2, date: "2030-03-04" })).toBeNull();
    expect(selectedSlot(data, null)).toBeNull();
  });

  it("uses the signed-in user's profile zone before the browser's", () => {
    expect(viewerZoneOf("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(viewerZoneOf(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  });
});

describe("zone legend", () => {
  it("says the two zones once for the week", () => {
    expect(zoneLegend([slot({})], "Asia/Singapore", "America/New_York")).toEqual({
      school: "(GMT+08:00) Asia/Singapore",
      viewer: "(GMT-05:00) America/New_York",
    });
    expect(zoneLegend([slot({})], "Asia/Singapore", "Asia/Singapore")).toEqual({
      school: "(GMT+08:00) Asia/Singapore",
      viewer: null,
    });
  });

  it("notes a slot's own label only after a daylight-saving change within the week", () => {
    // New York moves to daylight time on Sunday 2030-03-10.
    const monday = slot({ starts_at: "2030-03-04T01:00:00.000Z", ends_at: "2030-03-04T01:45:00.000Z" });
    const sunday = slot({ starts_at: "2030-03-10T13:00:00.000Z", ends_at: "2030-03-10T13:45:00.000Z" });
    const legend = zoneLegend([monday, sunday], "Asia/Singapore", "America/New_York");
    expect(legend.viewer).toBe("(GMT-05:00) America/New_York");
    expect(
      zoneNote(dualZoneTimes(monday, "Asia/Singapore", "America/New_York").viewer?.zone ?? "", legend.viewer),
    ).toBeNull();
    expect(
      zoneNote(dualZoneTimes(sunday, "Asia/Singapore", "America/New_York").viewer?.zone ?? "", legend.viewer),
    ).toBe("(GMT-04:00) America/New_York");
  });
});

describe("dual-zone time labels", () => {
  it("shows the school's zone and the rep's own, each with its [offset] name label", () => {
    const times = dualZoneTimes(slot({}), "Asia/Singapore", "America/New_York");
    expect(times.school).toEqual({
      date: "Mar 04, 2030",
      time: "09:00am – 09:45am",
      zone: "(GMT+08:00) Asia/Singapore",
    });
    // 01:00Z on Mar 4 is 8pm the evening before in New York (EST, -05:00).
    expect(times.viewer).toEqual({
      date: "Mar 03, 2030",
      time: "08:00pm – 08:45pm",
      zone: "(GMT-05:00) America/New_York",
    });
  });

  it("uses the offset in force on the slot's date (daylight saving)", () => {
    const summer = slot({ starts_at: "2030-07-01T01:00:00.000Z", ends_at: "2030-07-01T01:45:00.000Z" });
    expect(dualZoneTimes(summer, "Asia/Singapore", "America/New_York").viewer?.zone).toBe(
      "(GMT-04:00) America/New_York",
    );
  });

  it("has no second line when both zones are the same", () => {
    expect(dualZoneTimes(slot({}), "Asia/Singapore", "Asia/Singapore").viewer).toBeNull();
  });
});

describe("availability summary", () => {
  it("counts bookable slot dates and finds the first", () => {
    const now = new Date("2030-03-01T00:00:00Z");
    const data = {
      "2030-03-04": [slot({ slot_id: 1 }), slot({ slot_id: 2, remaining: 0 })],
      "2030-03-05": [
        slot({ slot_id: 3, starts_at: "2030-03-05T01:00:00.000Z" }),
        slot({
          slot_id: 4,
          starts_at: "2030-03-05T02:00:00.000Z",
          is_booked_by_university: true,
          university_visit: { id: 3, status: "pending" },
        }),
      ],
      "2030-02-25": [slot({ slot_id: 5, starts_at: "2030-02-25T01:00:00.000Z" })],
    };
    const summary = availabilitySummary(data, now);
    expect(summary.open).toBe(2);
    expect(summary.next?.slot_id).toBe(1);
    expect(availabilitySummary({}, now)).toEqual({ open: 0, next: null });
  });
});

describe("return target through sign-in", () => {
  it("encodes the page and the chosen slot into redirect_to", () => {
    expect(signInToBookPath(12, { slot_id: 5, date: "2030-03-04" })).toBe(
      "/sign-in?redirect_to=%2Fschedule-appointment%2F12%3Fslot%3D5%26date%3D2030-03-04",
    );
    expect(signInToBookPath(12, null)).toBe("/sign-in?redirect_to=%2Fschedule-appointment%2F12");
  });

  it("ignores a malformed selection", () => {
    expect(selectionFromSearch({})).toBeNull();
    expect(selectionFromSearch({ slot: "abc", date: "2030-03-04" })).toBeNull();
    expect(selectionFromSearch({ slot: "5", date: "04/03/2030" })).toBeNull();
    expect(selectionFromSearch({ slot: 5, date: "2030-03-04" })).toEqual({ slot_id: 5, date: "2030-03-04" });
  });
});

describe("booking form", () => {
  it("needs a date and time and a time zone (spec 2 §5)", () => {
    expect(bookingErrors({ selection: null, timezone: null })).toEqual({
      slot: VISIT_MESSAGES.dateTimeRequired,
      timezone: VISIT_MESSAGES.timezoneRequired,
    });
    expect(bookingErrors({ selection: { slot_id: 1, date: "2030-03-04" }, timezone: "UTC" })).toEqual({});
  });

  it("puts the server's slot and date errors on the picker", () => {
    expect(
      bookingFieldErrors({ event_date: "x", slot_id: "y", timezone: "Select Timezone", "attendees.0.email": "e" }),
    ).toEqual({ slot: "x", timezone: "Select Timezone", "attendees.0.email": "e" });
  });

  it("translates the contract's visit messages", () => {
    expect(visitMessageKey(VISIT_MESSAGES.slotFull)).toBe("booking.errors.slotFull");
    expect(visitMessageKey(VISIT_MESSAGES.alreadyBooked)).toBe("booking.errors.alreadyBooked");
    expect(visitMessageKey("something else")).toBeNull();
  });

  it("drops blank attendee rows and trims the rest", () => {
    expect(
      filledAttendees([
        { name: " Ana ", email: "ana@x.test " },
        { name: "", email: "" },
      ]),
    ).toEqual([{ name: "Ana", email: "ana@x.test" }]);
  });
});

describe("places-left wording", () => {
  it("agrees with the capacity in both languages", async () => {
    const i18next = (await import("i18next")).default;
    const en = (await import("../../locales/schools/en-US.json")).default;
    const zh = (await import("../../locales/schools/zh-CN.json")).default;
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "en-US", resources: { "en-US": { schools: en }, "zh-CN": { schools: zh } } });
    const t = i18n.getFixedT("en-US", "schools");
    expect(t("picker.placesLeft", { count: 1, left: 1 })).toBe("1 of 1 place left");
    expect(t("picker.placesLeft", { count: 3, left: 1 })).toBe("1 of 3 places left");
    expect(t("picker.requestsWaiting", { count: 1 })).toBe("1 request awaiting the school");
    expect(t("picker.requestsWaiting", { count: 2 })).toBe("2 requests awaiting the school");
    expect(i18n.getFixedT("zh-CN", "schools")("picker.placesLeft", { count: 3, left: 2 })).toBe(
      "剩余 2 个名额（共 3 个）",
    );
  });
});

describe("the week the Book now dialog opens on", () => {
  const now = new Date("2030-03-01T00:00:00Z");
  const at = (date: string, partial: Partial<DaySlot> = {}) =>
    slot({ starts_at: `${date}T01:00:00.000Z`, ends_at: `${date}T01:45:00.000Z`, ...partial });

  it("is the first week with a time the viewer can still book, not the current empty one", () => {
    // 2030-02-25 is the current week (Mon); nothing open until Wed 2030-03-20.
    const data = {
      "2030-02-27": [at("2030-02-27")], // started already
      "2030-03-06": [at("2030-03-06", { remaining: 0, booked: 3 })], // full
      "2030-03-13": [
        at("2030-03-13", { university_visit: { id: 1, status: "pending" }, is_booked_by_university: true }),
      ], // held by the viewer
      "2030-03-20": [at("2030-03-20")],
      "2030-03-27": [at("2030-03-27")],
    };
    expect(firstOpenWeek(data, "2030-02-25", now)).toBe("2030-03-18");
  });

  it("is null when no week ahead has an open time (the dialog stays on the current week)", () => {
    expect(firstOpenWeek({}, "2030-02-25", now)).toBeNull();
    expect(
      firstOpenWeek({ "2030-03-06": [at("2030-03-06", { remaining: 0, booked: 3 })] }, "2030-02-25", now),
    ).toBeNull();
  });
});

describe("datesOfWeek", () => {
  it("keeps the dates of the week from Monday to Sunday, nothing around it", () => {
    const data = {
      "2030-03-17": [],
      "2030-03-18": [],
      "2030-03-24": [],
      "2030-03-25": [],
    };
    expect(Object.keys(datesOfWeek(data, "2030-03-18"))).toEqual(["2030-03-18", "2030-03-24"]);
  });
});
