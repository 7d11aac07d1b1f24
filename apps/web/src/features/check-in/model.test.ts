import type { Participant } from "@quad/contract/api/check-in";
import { buildCheckInQr, CHECK_IN_MESSAGES } from "@quad/contract/rules/check-in";
import { describe, expect, it } from "vitest";
import {
  addRecent,
  cameraProblem,
  checkedInPercent,
  eventWhen,
  failureFeedback,
  graduationYears,
  isRepeatScan,
  REPEAT_SCAN_WINDOW_MS,
  readScannedCode,
  schoolName,
  selectedEventId,
} from "./model";

const participant = (student_id: number, extra: Partial<Participant> = {}): Participant => ({
  id: student_id * 10,
  student_id,
  first_name: "Ana",
  last_name: "Li",
  email: "ana@example.test",
  role: "student",
  school: null,
  institute_name: null,
  graduation_year: 2027,
  source: "online",
  registered_at: "2026-05-01T10:00:00.000Z",
  checked_in: true,
  attended_at: "2026-05-04T15:00:00.000Z",
  check_in_method: "qr",
  checked_in_by: null,
  ...extra,
});

describe("the selected event in the URL", () => {
  it("takes a positive id and ignores anything else", () => {
    expect(selectedEventId({ webinar_id: "12" })).toBe(12);
    expect(selectedEventId({ webinar_id: 12 })).toBe(12);
    expect(selectedEventId({ webinar_id: "abc" })).toBeNull();
    expect(selectedEventId({})).toBeNull();
  });
});

describe("reading a scanned code for the event being checked in", () => {
  it("gives the student of a code for this event", () => {
    const text = buildCheckInQr("https://quad.example", { student_id: 8, webinar_id: 3 });
    expect(readScannedCode(text, 3)).toEqual({ kind: "student", student_id: 8 });
  });
  it("tells a code for another event apart from an invalid one", () => {
    const text = buildCheckInQr("https://quad.example", { student_id: 8, webinar_id: 4 });
    expect(readScannedCode(text, 3)).toEqual({ kind: "otherEvent", webinar_id: 4 });
    expect(readScannedCode("WIFI:S:guest;;", 3)).toEqual({ kind: "invalid" });
    expect(readScannedCode("", 3)).toEqual({ kind: "invalid" });
  });
});

describe("repeat scans from a camera left on", () => {
  it("ignores the same code within the window, not a new code or a later scan", () => {
    const last = { text: "a", at: 1000 };
    expect(isRepeatScan(null, "a", 1000)).toBe(false);
    expect(isRepeatScan(last, "a", 1000 + REPEAT_SCAN_WINDOW_MS - 1)).toBe(true);
    expect(isRepeatScan(last, "b", 1001)).toBe(false);
    expect(isRepeatScan(last, "a", 1000 + REPEAT_SCAN_WINDOW_MS)).toBe(false);
  });
});

describe("camera problems", () => {
  it("maps the browser's errors to what the screen explains", () => {
    expect(cameraProblem(new DOMException("no", "NotAllowedError"))).toBe("denied");
    expect(cameraProblem(new DOMException("no", "SecurityError"))).toBe("denied");
    expect(cameraProblem(new DOMException("none", "NotFoundError"))).toBe("unavailable");
    expect(cameraProblem(new DOMException("busy", "NotReadableError"))).toBe("busy");
  });
  it("says unavailable when the browser has no camera API at all", () => {
    // jsdom, like an insecure address, has no navigator.mediaDevices.
    expect(cameraProblem(new TypeError("mediaDevices is undefined"))).toBe("unavailable");
  });
});

describe("failed check-ins the scanner explains itself", () => {
  it("recognises a student not registered and a closed event", () => {
    expect(failureFeedback(404, { error: CHECK_IN_MESSAGES.notRegistered(5, 9) })).toEqual({ kind: "notRegistered" });
    expect(failureFeedback(422, { errors: { webinar_id: CHECK_IN_MESSAGES.checkInClosed } })).toEqual({
      kind: "closed",
    });
  });
  it("leaves other failures to the error toast", () => {
    expect(failureFeedback(404, { error: CHECK_IN_MESSAGES.webinarNotFound(9) })).toBeNull();
    expect(failureFeedback(500, { error: "boom" })).toBeNull();
    expect(failureFeedback(undefined, undefined)).toBeNull();
  });
});

describe("display", () => {
  it("shows the event's times in its own zone, with the zone label", () => {
    expect(
      eventWhen({
        start_time: "2026-05-04T14:00:00.000Z",
        end_time: "2026-05-04T16:30:00.000Z",
        timezone: "America/New_York",
      }),
    ).toBe("May 4, 2026 · 10:00 AM – 12:30 PM (GMT-04:00) America/New_York");
    expect(
      eventWhen({ start_time: "2026-05-04T22:00:00.000Z", end_time: "2026-05-05T02:00:00.000Z", timezone: "UTC" }),
    ).toBe("May 4, 2026 · 10:00 PM – May 5, 2026 02:00 AM (GMT+00:00) UTC");
  });
  it("computes the checked-in share, 0 with nobody registered", () => {
    expect(checkedInPercent({ registered_count: 3, checked_in_count: 1 })).toBe(33);
    expect(checkedInPercent({ registered_count: 0, checked_in_count: 0 })).toBe(0);
  });
  it("names the directory school, else the typed one", () => {
    expect(schoolName({ school: { id: 1, name: "Hill" }, institute_name: null })).toBe("Hill");
    expect(schoolName({ school: null, institute_name: "Home" })).toBe("Home");
    expect(schoolName({ school: null, institute_name: null })).toBeNull();
  });
  it("offers graduation years around this year", () => {
    const years = graduationYears(new Date("2026-03-01T00:00:00Z"));
    expect(years[0]).toBe(2023);
    expect(years).toContain(2032);
    expect(years).toHaveLength(10);
  });
});

describe("this session's check-ins", () => {
  it("puts the newest first and keeps one line per student", () => {
    let list = addRecent([], { participant: participant(1), status: "checked_in", at: 1 });
    list = addRecent(list, { participant: participant(2), status: "checked_in", at: 2 });
    list = addRecent(list, { participant: participant(1), status: "already_checked_in", at: 3 });
    expect(list.map((r) => [r.participant.student_id, r.status])).toEqual([
      [1, "already_checked_in"],
      [2, "checked_in"],
    ]);
  });
});
