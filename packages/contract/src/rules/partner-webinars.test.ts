import { describe, expect, it } from "vitest";
import { WebinarInputSchema } from "../api/partner-webinars.ts";
import { MESSAGES } from "./messages.ts";
import {
  canCancelWebinar,
  canEditWebinar,
  formatJoinedDuration,
  isKnownTimeZone,
  isWebUrl,
  seatsLeft,
  WEBINAR_MESSAGES,
  webinarTab,
} from "./partner-webinars.ts";

const now = new Date("2026-03-02T12:00:00Z");

describe("partner webinar rules", () => {
  it("tells web addresses (spec 3 §5)", () => {
    expect(isWebUrl("https://zoom.us/j/1")).toBe(true);
    expect(isWebUrl("HTTP://example.com")).toBe(true);
    expect(isWebUrl("zoom.us/j/1")).toBe(false);
    expect(isWebUrl("ftp://example.com")).toBe(false);
    expect(isWebUrl("https://")).toBe(false);
    expect(isWebUrl("javascript:alert(1)")).toBe(false);
  });

  it("knows IANA zones", () => {
    expect(isKnownTimeZone("Asia/Shanghai")).toBe(true);
    expect(isKnownTimeZone("UTC")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
    expect(isKnownTimeZone("")).toBe(false);
  });

  it("puts a session in its tab; the end instant is past", () => {
    expect(webinarTab("2026-03-02T13:00:00Z", "2026-03-02T14:00:00Z", now)).toBe("upcoming");
    expect(webinarTab("2026-03-02T12:00:00Z", "2026-03-02T14:00:00Z", now)).toBe("live");
    expect(webinarTab("2026-03-02T11:00:00Z", "2026-03-02T12:00:00Z", now)).toBe("past");
  });

  it("cancels only what is neither cancelled nor over, and edits all but cancelled", () => {
    expect(canCancelWebinar("published", "2026-03-02T13:00:00Z", now)).toBe(true);
    expect(canCancelWebinar("draft", "2026-03-02T13:00:00Z", now)).toBe(true);
    expect(canCancelWebinar("cancelled", "2026-03-02T13:00:00Z", now)).toBe(false);
    expect(canCancelWebinar("published", "2026-03-02T12:00:00Z", now)).toBe(false);
    expect(canEditWebinar("published")).toBe(true);
    expect(canEditWebinar("cancelled")).toBe(false);
  });

  it("counts seats and formats time joined", () => {
    expect(seatsLeft(null, 10)).toBeNull();
    expect(seatsLeft(10, 4)).toBe(6);
    expect(seatsLeft(10, 12)).toBe(0);
    expect(formatJoinedDuration(0)).toBe("");
    expect(formatJoinedDuration(45)).toBe("45s");
    expect(formatJoinedDuration(12 * 60 + 5)).toBe("12m");
    expect(formatJoinedDuration(3900)).toBe("1h 05m");
  });
});

describe("the session form's schema", () => {
  const valid = {
    title: "Open day",
    start_at: "2026-03-10T09:00",
    end_at: "2026-03-10T10:00",
    timezone: "Europe/London",
  };
  const errors = (input: Record<string, unknown>) => {
    const r = WebinarInputSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("takes a minimal session with defaults, blank optional fields left out", () => {
    const r = WebinarInputSchema.parse({ ...valid, join_url: "", capacity: "", category_id: "" });
    expect(r).toMatchObject({ status: "published", is_in_person: false, speakers: [] });
    expect(r.join_url).toBeUndefined();
    expect(r.capacity).toBeUndefined();
    expect(WebinarInputSchema.parse({ ...valid, capacity: "25" }).capacity).toBe(25);
  });

  it("names each field's problem", () => {
    expect(errors({})).toMatchObject({
      title: MESSAGES.required,
      start_at: MESSAGES.required,
      end_at: MESSAGES.required,
      timezone: MESSAGES.required,
    });
    expect(errors({ ...valid, end_at: "2026-03-10T09:00" })).toEqual({ end_at: WEBINAR_MESSAGES.endAfterStart });
    expect(errors({ ...valid, start_at: "2026-13-10T09:00" })).toEqual({ start_at: WEBINAR_MESSAGES.invalidDateTime });
    expect(errors({ ...valid, start_at: "2026-02-31T09:00" })).toEqual({ start_at: WEBINAR_MESSAGES.invalidDateTime });
    expect(errors({ ...valid, join_url: "https://example.com/\u0000" })).toEqual({
      join_url: MESSAGES.controlCharacters,
    });
    expect(errors({ ...valid, join_url: "meet.example.com" })).toEqual({ join_url: MESSAGES.invalidUrl });
    expect(errors({ ...valid, capacity: 100001 })).toEqual({ capacity: MESSAGES.range(1, 100000) });
    expect(errors({ ...valid, capacity: 0 })).toEqual({ capacity: MESSAGES.range(1, 100000) });
    expect(errors({ ...valid, is_in_person: true })).toEqual({ location: WEBINAR_MESSAGES.locationRequired });
    expect(errors({ ...valid, is_recording_available: true })).toEqual({ recording_url: MESSAGES.required });
    expect(errors({ ...valid, status: "cancelled" })).toHaveProperty("status");
    expect(errors({ ...valid, speakers: [{ name: "" }] })).toEqual({ "speakers.0.name": MESSAGES.required });
  });
});
