import { describe, expect, it } from "vitest";
import { ONBOARDING_TOTAL_STEPS, onboardingTransition } from "./onboarding.ts";

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
