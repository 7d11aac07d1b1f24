/** The welcome flow's steps and rules (spec 1 §3 Onboarding, §4). */
export const ONBOARDING_STEPS = ["welcome", "goals", "regions", "team"] as const;
export const ONBOARDING_TOTAL_STEPS = ONBOARDING_STEPS.length;
export const DEFAULT_ONBOARDING_STEP = 1;

export interface OnboardingState {
  step: number;
  completed: boolean;
}

export type OnboardingAction = "next" | "back" | "complete" | "update_configuration";

/**
 * Steps move next and back within 1..total; finishing completes the flow; updating the
 * configuration without completing resets to step 1.
 */
export function onboardingTransition(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action) {
    case "next":
      return { ...state, step: Math.min(state.step + 1, ONBOARDING_TOTAL_STEPS) };
    case "back":
      return { ...state, step: Math.max(state.step - 1, DEFAULT_ONBOARDING_STEP) };
    case "complete":
      return { step: ONBOARDING_TOTAL_STEPS, completed: true };
    case "update_configuration":
      return state.completed ? state : { step: DEFAULT_ONBOARDING_STEP, completed: false };
  }
}

export const ONBOARDING_GOALS = [
  "recruit_international",
  "school_visits",
  "webinars",
  "connections",
  "direct_applications",
] as const;

/** The first-steps checklist shown after the welcome flow. */
export const FINAL_STEP_KEYS = [
  "complete_profile",
  "set_timezone",
  "institution_details",
  "invite_colleague",
  "explore",
] as const;
export type FinalStepKey = (typeof FINAL_STEP_KEYS)[number];
