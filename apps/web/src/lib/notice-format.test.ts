import { describe, expect, it } from "vitest";
import { badgeText, relativeTime } from "./notice-format";

describe("notice format", () => {
  it("caps the badge at 99+", () => {
    expect([0, 7, 99, 100].map(badgeText)).toEqual(["0", "7", "99", "99+"]);
  });

  it("says the time since in the reader's language", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    expect(relativeTime("2026-11-26T11:55:00Z", "en-US", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-25T12:00:00Z", "en-US", now)).toBe("yesterday");
    expect(relativeTime("2026-11-26T12:00:00Z", "en-US", now)).toBe("now");
    expect(relativeTime("2026-11-26T09:00:00Z", "zh-CN", now)).toBe("3小时前");
  });
});
