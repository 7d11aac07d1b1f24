import type { UserConfigurationSchema } from "@quad/contract/api/users";
import type { z } from "zod";

/* The dashboard's onboarding checklist. */

type UserConfiguration = z.infer<typeof UserConfigurationSchema>;

export const ONBOARDING_STEPS = ["webinar", "visit", "feedback", "categories"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * The first steps of a new institution (dashboard onboarding), each marked done from the user's configuration:
 * a webinar or a school visit is what brings the first connections (done once there are some); feedback on past
 * visits only while some is pending; lead categories once the institution has any. An application client holds no
 * school visits: its list has neither visit step.
 */
export function onboardingSteps(
  config: UserConfiguration,
  client: boolean,
): Array<{ step: OnboardingStep; done: boolean }> {
  const steps: Array<{ step: OnboardingStep; done: boolean }> = [{ step: "webinar", done: config.has_leads_available }];
  if (!client) {
    steps.push({ step: "visit", done: config.has_leads_available });
    if (config.visits_feedback_pending) steps.push({ step: "feedback", done: false });
  }
  steps.push({ step: "categories", done: config.has_lead_categories_available });
  return steps;
}

/**
 * The dashboard's own checklist shows once the account's first steps (profile, time zone, colleagues… shown
 * under the home page) are done or dismissed: one checklist on the page at a time.
 */
export function showOnboarding(
  config: UserConfiguration | undefined,
  firstSteps: { steps: readonly unknown[]; completed_steps_count: number; dismissed: boolean } | undefined,
): boolean {
  if (!config || config.is_dashboard_onboarding_complete || !firstSteps) return false;
  return firstSteps.dismissed || firstSteps.completed_steps_count >= firstSteps.steps.length;
}
