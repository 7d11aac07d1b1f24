import { describe, expect, it } from "vitest";
import { sessionTiming } from "./session-timing.ts";

describe("session timing", () => {
  const start = "2026-05-01T10:00:00Z";
  const end = "2026-05-01T11:00:00Z";
  it("is upcoming before the start, live from the start until the end, past from the end", () => {
    expect(sessionTiming(start, end, new Date("2026-05-01T09:59:59Z"))).toBe("upcoming");
    expect(sessionTiming(start, end, new Date(start))).toBe("live");
    expect(sessionTiming(start, end, new Date("2026-05-01T10:59:59Z"))).toBe("live");
    expect(sessionTiming(start, end, new Date(end))).toBe("past");
  });
});
