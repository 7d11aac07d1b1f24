import { z } from "zod";
import { ACCESS_TIERS } from "../rules/plans.ts";

/** An institution's plan as the session carries it (issue 26 §1, decision 104). */
export const PlanSchema = z.object({
  connections: z.enum(ACCESS_TIERS),
  prospect_engage: z.enum(ACCESS_TIERS),
  insights: z.enum(ACCESS_TIERS),
});
export type PlanValue = z.infer<typeof PlanSchema>;
