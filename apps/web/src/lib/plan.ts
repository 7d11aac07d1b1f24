import type { AccessTier, Plan, PlanArea, TierNeed } from "@quad/contract/rules/plans";
import { PLAN_AREAS_OF_TYPE, planOfType, tierAllows } from "@quad/contract/rules/plans";
import { useSessionStore } from "./session-store";

/**
 * The signed-in institution's plan (issue 26 §1, decision 104), from the session. A session kept from before plans
 * existed reads as the institution type's default until its next check.
 */
export function usePlan(): Plan {
  const data = useSessionStore((s) => s.data);
  return data?.plan ?? planOfType(data?.institute_type ?? "School", {});
}

/** Whether the plan opens `area` at `need` (the server refuses the same calls). */
export function usePlanAllows(area: PlanArea, need: TierNeed): boolean {
  return tierAllows(usePlan()[area], need);
}

/** The areas the signed-in institution's type can hold (a school none), in the contract's order. */
export function usePlanAreas(): readonly PlanArea[] {
  const type = useSessionStore((s) => s.data?.institute_type);
  return type ? PLAN_AREAS_OF_TYPE[type] : [];
}

/** What a request from a tier asks for: the area itself from no_access, its paid plan from free; nothing on paid. */
export function nextNeed(tier: AccessTier): TierNeed | null {
  if (tier === "paid") return null;
  return tier === "no_access" ? "free" : "paid";
}

/**
 * Where the app explains the plan (decision 113): Settings, its Plan tab, opened by `?tab=plan`. The dashboard's plan
 * badge, its access figures and a locked contact link here.
 */
export const PLAN_EXPLANATION = { to: "/settings", search: { tab: "plan" } } as const;
export const PLAN_EXPLANATION_HREF = "/settings?tab=plan";

/** What the paid plan of prospect-and-engage adds, and how it compares with free (its own page). */
export const PROSPECT_PREMIUM_PATH = "/prospect-and-engage/premium";
