/**
 * An institution's plan (issue 26 §1, decision 104): per area a tier of no_access, free or paid. The server
 * enforces it on every gated call; the app reads it from the session to show an area's offer, its limited
 * version or all of it.
 */
import { ACCESS_TIERS, type AccessTier } from "./connections.ts";

export { ACCESS_TIERS, type AccessTier };

export const PLAN_AREAS = ["connections", "prospect_engage", "insights"] as const;
export type PlanArea = (typeof PLAN_AREAS)[number];
export type Plan = Record<PlanArea, AccessTier>;

/** The areas each institution type can hold (spec 1 §3: a school has none of them). */
export const PLAN_AREAS_OF_TYPE: Record<"University" | "School" | "ApplicationClient", readonly PlanArea[]> = {
  University: PLAN_AREAS,
  ApplicationClient: ["connections", "insights"],
  School: [],
};

/** A new institution's plan until an operator changes it: connections free, the growth areas to be asked for. */
export const DEFAULT_PLAN: Plan = { connections: "free", prospect_engage: "no_access", insights: "no_access" };

/** What a call needs: `free` opens an area's limited version, `paid` all of it. */
export type TierNeed = "free" | "paid";

export function tierAllows(tier: AccessTier, need: TierNeed): boolean {
  return need === "free" ? tier !== "no_access" : tier === "paid";
}

/** The plan of an institution type, areas it cannot hold on no_access. */
export function planOfType(
  instituteType: keyof typeof PLAN_AREAS_OF_TYPE,
  stored: Partial<Plan>,
): Plan {
  const areas = PLAN_AREAS_OF_TYPE[instituteType];
  const plan = { ...DEFAULT_PLAN, ...stored };
  return Object.fromEntries(PLAN_AREAS.map((a) => [a, areas.includes(a) ? plan[a] : "no_access"])) as Plan;
}

/** Prospects a university may connect per calendar month (UTC), by its prospect-and-engage tier. */
export const PROSPECT_CONNECT_LIMITS: Record<TierNeed, number> = { free: 25, paid: 500 };

/**
 * The smallest group an aggregated figure may describe (reports, audience insights): a smaller one is shown as
 * "fewer than 10", so no person can be singled out however the filters narrow a group.
 */
export const MIN_GROUP_SIZE = 10;

/** The message of a call the plan does not open (403), with the area's name in it. */
export const PLAN_AREA_NAMES: Record<PlanArea, string> = {
  connections: "Connections",
  prospect_engage: "Prospect and engage",
  insights: "Higher-ed insights",
};
export function planRefusal(area: PlanArea, need: TierNeed): string {
  return need === "paid"
    ? `${PLAN_AREA_NAMES[area]} needs the paid plan. Ask us about it from the page.`
    : `Your plan does not include ${PLAN_AREA_NAMES[area]}. Ask us about it from the page.`;
}
