import type { OnboardingData } from "@quad/contract/api/onboarding";
import { FINAL_STEP_KEYS, ONBOARDING_STEPS } from "@quad/contract/rules/onboarding";

/** Pure rules of the welcome flow and the first-steps checklist. */

export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

/** The server's 1-based step as the Stepper's 0-based index (clamped). */
export function stepIndex(step: number): number {
  return Math.min(Math.max(step - 1, 0), ONBOARDING_STEPS.length - 1);
}

export function isLastStep(step: number): boolean {
  return stepIndex(step) === ONBOARDING_STEPS.length - 1;
}

/** The data a step saves when moving on (the welcome and team steps save nothing). */
export function dataForStep(step: number, data: OnboardingData): Partial<OnboardingData> | undefined {
  const key = ONBOARDING_STEPS[stepIndex(step)];
  if (key === "goals") return { goals: data.goals };
  if (key === "regions") return { region_ids: data.region_ids, graduation_years: data.graduation_years };
  return undefined;
}

/** Progress of the first-steps checklist in percent (completed_steps_count of 5). */
export function checklistProgress(completed: number): number {
  return Math.round((Math.min(Math.max(completed, 0), FINAL_STEP_KEYS.length) / FINAL_STEP_KEYS.length) * 100);
}

/**
 * The welcome modal opens on the home page (where sign-in lands) while the session's showOnboarding is true,
 * for partner types with the onboarding area; elsewhere the flow waits, and /onboarding shows it as a page.
 */
export function showWelcomeModal(showOnboarding: boolean, path: string, homePath: string): boolean {
  return showOnboarding && path === homePath;
}
