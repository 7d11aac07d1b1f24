import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages.ts";
import {
  PRESENCE_MAX_BEAT_SECONDS,
  presenceOpen,
  presenceSeconds,
  recordingViewRefusal,
} from "./webinar-attendance.ts";

const start = new Date("2026-05-04T14:00:00Z");
const end = new Date("2026-05-04T15:00:00Z");
const at = (minutes: number, seconds = 0) => new Date(start.getTime() + minutes * 60_000 + seconds * 1000);

describe("presence beats", () => {
  it("count the seconds since the previous beat", () => {
    expect(presenceSeconds({ since: at(10), now: at(11), start, end })).toBe(60);
    expect(presenceSeconds({ since: at(10), now: at(10, 25), start, end })).toBe(25);
  });

  it("count at most 90 seconds, however long the page was silent", () => {
    expect(PRESENCE_MAX_BEAT_SECONDS).toBe(90);
    expect(presenceSeconds({ since: at(10), now: at(40), start, end })).toBe(90);
  });

  it("count only the time between the start and the end", () => {
    expect(presenceSeconds({ since: at(-10), now: at(-9), start, end })).toBe(0);
    expect(presenceSeconds({ since: at(-1), now: at(0, 30), start, end })).toBe(30);
    expect(presenceSeconds({ since: at(59, 40), now: at(61), start, end })).toBe(20);
    expect(presenceSeconds({ since: at(12), now: at(11), start, end })).toBe(0);
  });

  it("are taken while the join link works, from 15 minutes before the start until the end", () => {
    expect(presenceOpen(start, end, at(-16))).toBe(false);
    expect(presenceOpen(start, end, at(-15))).toBe(true);
    expect(presenceOpen(start, end, at(30))).toBe(true);
    expect(presenceOpen(start, end, end)).toBe(false);
  });
});

describe("viewing a recording", () => {
  const s = { end, recording_url: "https://video.test/1", is_recording_available: true };
  it("is refused before the end (409)", () => {
    expect(recordingViewRefusal(s, at(30))).toEqual({ status: 409, message: MESSAGES.recordingNotEnded });
  });
  it("is refused without a recording (404)", () => {
    const none = { status: 404, message: MESSAGES.sessionNoRecording };
    expect(recordingViewRefusal({ ...s, recording_url: null }, at(90))).toEqual(none);
    expect(recordingViewRefusal({ ...s, recording_url: " " }, at(90))).toEqual(none);
    expect(recordingViewRefusal({ ...s, is_recording_available: false }, at(90))).toEqual(none);
  });
  it("is allowed after the end, also past the 7-day window", () => {
    expect(recordingViewRefusal(s, end)).toBeNull();
    expect(recordingViewRefusal(s, at(60 * 24 * 30))).toBeNull();
  });
});
