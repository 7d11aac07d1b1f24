import { describe, expect, it } from "vitest";
import { releaseMoment } from "./release";

describe("the moment of a release", () => {
  it("is now unless a later moment is chosen", () => {
    expect(releaseMoment("now", "2030-01-01T09:00")).toBeNull();
  });

  it("reads a typed date and time in the browser's zone as an instant", () => {
    expect(releaseMoment("later", "2030-01-01T09:00")).toBe(new Date(2030, 0, 1, 9, 0).toISOString());
  });

  it("refuses what is not a date and time", () => {
    expect(releaseMoment("later", "")).toBe("invalid");
    expect(releaseMoment("later", "2030-13-45T99:00")).toBe("invalid");
  });
});
