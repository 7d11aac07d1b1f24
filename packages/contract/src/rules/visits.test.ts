import { describe, expect, it } from "vitest";
import { isPastVisit, visitActionAllowed } from "./visits.ts";

describe("visitActionAllowed", () => {
  it("lets the school confirm or decline what waits for it", () => {
    expect(visitActionAllowed("School", "pending", "confirm")).toBe(true);
    expect(visitActionAllowed("School", "requested", "declined")).toBe(true);
    expect(visitActionAllowed("School", "reschedule", "confirm")).toBe(true);
    expect(visitActionAllowed("School", "confirm", "confirm")).toBe(false);
    expect(visitActionAllowed("University", "pending", "confirm")).toBe(false);
  });
  it("lets either side cancel a live visit, never a final one", () => {
    expect(visitActionAllowed("University", "confirm", "cancel")).toBe(true);
    expect(visitActionAllowed("School", "pending", "cancel")).toBe(true);
    expect(visitActionAllowed("School", "cancel", "cancel")).toBe(false);
    expect(visitActionAllowed("University", "declined", "cancel")).toBe(false);
  });
});

describe("isPastVisit", () => {
  it("compares calendar dates in the school's zone", () => {
    expect(isPastVisit("2026-03-01", "2026-03-02")).toBe(true);
    expect(isPastVisit("2026-03-02", "2026-03-02")).toBe(false);
    expect(isPastVisit(null, "2026-03-02")).toBe(false);
  });
});
