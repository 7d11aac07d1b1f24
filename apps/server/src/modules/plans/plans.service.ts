import {
  ACCESS_TIERS,
  type AccessTier,
  PLAN_AREAS_OF_TYPE,
  type Plan,
  type PlanArea,
  planOfType,
  planRefusal,
  type TierNeed,
  tierAllows,
} from "@quad/contract/rules/plans";
import type { AppContext } from "../../app-context.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { createPlansRepository } from "./plans.repository.ts";

type InstituteType = keyof typeof PLAN_AREAS_OF_TYPE;

/** An operator's change of one area's tier (`from` is the tier before, the default when none was stored). */
export interface PlanChange {
  partnerId: number;
  area: PlanArea;
  from: AccessTier;
  to: AccessTier;
  by: string;
}

/**
 * Port: what a module above plans does when a plan changes (the connections module unlocks an institution's
 * connections when its connections plan becomes paid, decision 105). The composition (the operator command, the
 * demo seed, tests) hands the listeners in; plans knows no module above it.
 */
export type PlanListener = (change: PlanChange) => Promise<void>;

/** An institution's plan (issue 26 §1, decision 104): read on every gated call, changed by an operator. */
export function createPlansService(
  ctx: Pick<AppContext, "db" | "now">,
  ports: { listeners?: readonly PlanListener[] } = {},
) {
  const repo = createPlansRepository(ctx.db);

  async function planOf(partnerId: number): Promise<Plan> {
    const found = await repo.of(partnerId);
    if (!found) throw new NotFoundError(`Institution ${partnerId} not found`);
    return planOfType(found.partner.institute_type as InstituteType, found.stored);
  }

  return {
    planOf,

    /** An institution, its plan, the areas its type holds and which of them an operator set (the others: default). */
    async describe(partnerId: number) {
      const found = await repo.of(partnerId);
      if (!found) throw new NotFoundError(`Institution ${partnerId} not found`);
      const type = found.partner.institute_type as InstituteType;
      return {
        partner: found.partner,
        plan: planOfType(type, found.stored),
        areas: PLAN_AREAS_OF_TYPE[type],
        stored: found.stored,
      };
    },

    /** The caller's tier of an area, refused with a 403 when it does not reach `need`. */
    async require(partnerId: number, area: PlanArea, need: TierNeed): Promise<AccessTier> {
      const tier = (await planOf(partnerId))[area];
      if (!tierAllows(tier, need)) throw new ForbiddenError(planRefusal(area, need));
      return tier;
    },

    /**
     * An operator's change; an area the institution's type cannot hold, or an unknown tier, is refused. The
     * listeners hear every change, a tier set again included (so running the command again finishes what a
     * listener's work left undone).
     */
    async set(partnerId: number, area: PlanArea, tier: AccessTier, by: string) {
      if (!(ACCESS_TIERS as readonly string[]).includes(tier)) {
        throw new ValidationError({ tier: `Unknown tier "${tier}": one of ${ACCESS_TIERS.join(", ")}.` });
      }
      const found = await repo.of(partnerId);
      if (!found) throw new NotFoundError(`Institution ${partnerId} not found`);
      const type = found.partner.institute_type as InstituteType;
      if (!PLAN_AREAS_OF_TYPE[type].includes(area)) {
        throw new ValidationError({ area: `An institution of type ${type} has no ${area} area.` });
      }
      const from = planOfType(type, found.stored)[area];
      await repo.set(partnerId, area, tier, by, ctx.now());
      for (const listener of ports.listeners ?? []) await listener({ partnerId, area, from, to: tier, by });
      return { partner: found.partner, plan: await planOf(partnerId), from };
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
