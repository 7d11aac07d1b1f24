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

/**
 * The dashboard's first steps of a University or ApplicationClient (issue 24 §3): each done from the reader's own
 * institution's data — a webinar it published, a school visit it requested, feedback on its past visits (listed
 * only while some is pending), its lead categories. An ApplicationClient holds no school visits: neither visit step.
 */
export const DASHBOARD_STEP_KEYS = ["webinar", "visit", "feedback", "categories"] as const;
export type DashboardStepKey = (typeof DASHBOARD_STEP_KEYS)[number];

/** Where each step is done. */
export const DASHBOARD_STEP_LINKS: Record<DashboardStepKey, string> = {
  webinar: "/event/sessions",
  visit: "/schools",
  feedback: "/events-list",
  categories: "/configuration",
};

/** What the institution has: its published sessions, requested visits, visits awaiting feedback, lead categories. */
export interface DashboardStepFacts {
  published_webinars: number;
  requested_visits: number;
  visits_awaiting_feedback: number;
  lead_categories: number;
}

/** The steps, in order, for the institution's type. */
export function dashboardSteps(
  facts: DashboardStepFacts,
  client: boolean,
): Array<{ key: DashboardStepKey; done: boolean; count: number }> {
  const steps: Array<{ key: DashboardStepKey; done: boolean; count: number }> = [
    { key: "webinar", done: facts.published_webinars > 0, count: facts.published_webinars },
  ];
  if (!client) {
    steps.push({ key: "visit", done: facts.requested_visits > 0, count: facts.requested_visits });
    if (facts.visits_awaiting_feedback > 0)
      steps.push({ key: "feedback", done: false, count: facts.visits_awaiting_feedback });
  }
  steps.push({ key: "categories", done: facts.lead_categories > 0, count: facts.lead_categories });
  return steps;
}
