import type { Plan, PlanArea, TierNeed } from "@quad/contract/rules/plans";
import { planOfType, tierAllows } from "@quad/contract/rules/plans";
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
