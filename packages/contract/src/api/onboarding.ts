import { z } from "zod";
import { DASHBOARD_STEP_KEYS, FINAL_STEP_KEYS, ONBOARDING_GOALS } from "../rules/onboarding.ts";
import { idListField } from "./common.ts";

export const OnboardingDataSchema = z.object({
  goals: z.array(z.enum(ONBOARDING_GOALS)).max(ONBOARDING_GOALS.length),
  region_ids: idListField(50),
  graduation_years: z.array(z.number().int().min(2000).max(2100)).max(10),
});
export type OnboardingData = z.infer<typeof OnboardingDataSchema>;

export const UserOnboardingSchema = z.object({
  step: z.number(),
  total_steps: z.number(),
  completed: z.boolean(),
  is_onboard: z.boolean(),
  data: OnboardingDataSchema,
});
export const UserOnboardingResponseSchema = z.object({ user_onboarding: UserOnboardingSchema });

/** PUT user_onboarding: move a step, complete, or update the configuration (data). */
export const UpdateOnboardingInputSchema = z.object({
  action: z.enum(["next", "back", "complete", "update_configuration"]),
  data: OnboardingDataSchema.partial().optional(),
});

export const OnboardingSeedDataSchema = z.object({
  goals: z.array(z.object({ key: z.enum(ONBOARDING_GOALS) })),
  regions: z.array(z.object({ id: z.number(), name: z.string() })),
  graduation_years: z.array(z.number()),
});

export const PeersResponseSchema = z.object({
  peers: z.number(),
  peer_list: z.array(
    z.object({
      id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      is_onboard: z.boolean(),
    }),
  ),
});

export const FinalStepSchema = z.object({ key: z.enum(FINAL_STEP_KEYS), done: z.boolean(), link: z.string() });
export const FinalStepsResponseSchema = z.object({
  steps: z.array(FinalStepSchema),
  completed_steps_count: z.number(),
  dismissed: z.boolean(),
});
/** PUT user_onboarding/update_final_steps */
export const UpdateFinalStepsInputSchema = z.object({
  university_rep_onboarding: z.object({
    dismissed: z.boolean().optional(),
    explored: z.boolean().optional(),
  }),
});
/** PUT users/{id}/set_onboarding */
export const SetOnboardingInputSchema = z.object({ is_onboard: z.boolean() });

/**
 * GET user_onboarding/dashboard_steps: the dashboard's first steps, each read from the reader's own institution
 * (count: its published sessions, requested visits, visits awaiting feedback, lead categories).
 */
export const DashboardStepSchema = z.object({
  key: z.enum(DASHBOARD_STEP_KEYS),
  done: z.boolean(),
  count: z.number(),
  link: z.string(),
});
export const DashboardStepsResponseSchema = z.object({ steps: z.array(DashboardStepSchema) });
