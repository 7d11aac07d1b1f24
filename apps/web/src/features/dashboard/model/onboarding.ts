import type { UserConfigurationSchema } from "@quad/contract/api/users";
import type { z } from "zod";

/* The dashboard's onboarding checklist (its steps are the server's: GET user_onboarding/dashboard_steps). */

type UserConfiguration = z.infer<typeof UserConfigurationSchema>;

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
