import { describe, expect, it } from "vitest";
import {
  type FreshnessFacts,
  isPastVisit,
  type MessagingFacts,
  visitActionAllowed,
  visitFreshness,
  visitMessagingOpen,
} from "./visits.ts";

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

describe("visitFreshness", () => {
  const now = new Date("2026-11-20T12:00:00Z");
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const request: FreshnessFacts = {
    otherChangedAt: hoursAgo(2),
    createdByOther: true,
    seenAt: null,
    status: "pending",
    isPast: false,
  };

  it("marks a request the other side made, until the viewer opens it", () => {
    expect(visitFreshness(request, now)).toBe("new");
    expect(visitFreshness({ ...request, seenAt: hoursAgo(1) }, now)).toBeNull();
  });
  it("marks the other side's later change as Updated, even after the visit was seen", () => {
    expect(visitFreshness({ ...request, seenAt: hoursAgo(3) }, now)).toBe("updated");
    expect(visitFreshness({ ...request, createdByOther: false, status: "confirm" }, now)).toBe("updated");
  });
  it("never marks a visit for the side whose change it was", () => {
    expect(visitFreshness({ ...request, otherChangedAt: null }, now)).toBeNull();
  });
  it("drops the mark after the window and on past visits", () => {
    expect(visitFreshness({ ...request, otherChangedAt: hoursAgo(15 * 24) }, now)).toBeNull();
    expect(visitFreshness({ ...request, isPast: true }, now)).toBeNull();
  });
  it("calls an unseen request that was withdrawn Updated, not New", () => {
    expect(visitFreshness({ ...request, status: "cancel" }, now)).toBe("updated");
  });
});

describe("visitMessagingOpen", () => {
  const now = new Date("2026-11-20T12:00:00Z");
  const facts = (f: Partial<MessagingFacts>): MessagingFacts => ({
    status: "confirm",
    eventDate: "2026-12-01",
    today: "2026-11-20",
    changedAt: "2026-11-19T12:00:00Z",
    now,
    ...f,
  });

  it("is open for a live visit ahead, or with no date yet", () => {
    for (const status of ["requested", "pending", "confirm", "reschedule"] as const) {
      expect(visitMessagingOpen(facts({ status }))).toBe(true);
    }
    expect(visitMessagingOpen(facts({ status: "requested", eventDate: null, changedAt: "2020-01-01" }))).toBe(true);
  });

  it("stays open 30 days after the visit's date, then closes", () => {
    expect(visitMessagingOpen(facts({ eventDate: "2026-10-21" }))).toBe(true);
    expect(visitMessagingOpen(facts({ eventDate: "2026-10-20" }))).toBe(false);
  });

  it("is open for 14 days after a visit was declined or cancelled", () => {
    expect(visitMessagingOpen(facts({ status: "cancel", changedAt: "2026-11-06T12:00:00Z" }))).toBe(true);
    expect(visitMessagingOpen(facts({ status: "declined", changedAt: "2026-11-06T11:59:00Z" }))).toBe(false);
    expect(visitMessagingOpen(facts({ status: "declined", eventDate: null, changedAt: "2026-11-19" }))).toBe(true);
    expect(visitMessagingOpen(facts({ status: "cancel", eventDate: "2026-10-01", changedAt: now }))).toBe(false);
  });
});
