import { describe, expect, it } from "vitest";
import { dashboardSteps, ONBOARDING_TOTAL_STEPS, onboardingTransition } from "./onboarding.ts";

describe("onboardingTransition", () => {
  const at = (step: number, completed = false) => ({ step, completed });
  it("moves next and back within the steps", () => {
    expect(onboardingTransition(at(1), "next")).toEqual(at(2));
    expect(onboardingTransition(at(ONBOARDING_TOTAL_STEPS), "next")).toEqual(at(ONBOARDING_TOTAL_STEPS));
    expect(onboardingTransition(at(2), "back")).toEqual(at(1));
    expect(onboardingTransition(at(1), "back")).toEqual(at(1));
  });
  it("completes, and resets to step 1 when the configuration changes before completion", () => {
    expect(onboardingTransition(at(3), "complete")).toEqual(at(ONBOARDING_TOTAL_STEPS, true));
    expect(onboardingTransition(at(3), "update_configuration")).toEqual(at(1));
    expect(onboardingTransition(at(4, true), "update_configuration")).toEqual(at(4, true));
  });
});

describe("dashboardSteps (issue 24 §3)", () => {
  const none = { published_webinars: 0, requested_visits: 0, visits_awaiting_feedback: 0, lead_categories: 0 };
  it("marks each step done from the institution's own counts; a client has no visit steps", () => {
    expect(dashboardSteps(none, true)).toEqual([
      { key: "webinar", done: false, count: 0 },
      { key: "categories", done: false, count: 0 },
    ]);
    const some = { published_webinars: 2, requested_visits: 0, visits_awaiting_feedback: 1, lead_categories: 3 };
    expect(dashboardSteps(some, false)).toEqual([
      { key: "webinar", done: true, count: 2 },
      { key: "visit", done: false, count: 0 },
      { key: "feedback", done: false, count: 1 },
      { key: "categories", done: true, count: 3 },
    ]);
    expect(dashboardSteps(some, true).map((s) => s.key)).toEqual(["webinar", "categories"]);
  });
});
