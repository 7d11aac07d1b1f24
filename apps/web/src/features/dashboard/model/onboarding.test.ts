import { describe, expect, it } from "vitest";
import { showOnboarding } from "./onboarding";
import { participateSearch, slotsByDay } from "./week";

describe("booking slots and onboarding", () => {
  it("groups free slots by their day in the viewer's zone", () => {
    const days = slotsByDay(["2026-11-25T02:00:00Z", "2026-11-24T15:30:00Z", "2026-11-24T16:00:00Z"], "Asia/Shanghai");
    expect(days).toEqual([
      { day: "2026-11-24", slots: ["2026-11-24T15:30:00Z"] },
      { day: "2026-11-25", slots: ["2026-11-24T16:00:00Z", "2026-11-25T02:00:00Z"] },
    ]);
  });
});

describe("participate in a provider event", () => {
  it("opens the events catalogue on the event's UTC day", () => {
    expect(participateSearch("2026-12-01T23:30:00.000Z")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
    expect(participateSearch("2026-12-02T01:00:00+02:00")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
  });
});

describe("one checklist at a time", () => {
  const config = {
    is_dashboard_onboarding_complete: false,
    visits_feedback_pending: false,
    has_leads_available: false,
    has_lead_categories_available: false,
    configurations_available: false,
  };
  const first = (done: number, dismissed = false) => ({
    steps: [1, 2, 3, 4, 5],
    completed_steps_count: done,
    dismissed,
  });
  it("waits for the account's first steps to be done or dismissed", () => {
    expect(showOnboarding(config, first(2))).toBe(false);
    expect(showOnboarding(config, undefined)).toBe(false);
    expect(showOnboarding(config, first(5))).toBe(true);
    expect(showOnboarding(config, first(1, true))).toBe(true);
    expect(showOnboarding({ ...config, is_dashboard_onboarding_complete: true }, first(5))).toBe(false);
  });
});
