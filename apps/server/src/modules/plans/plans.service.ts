import {
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

/** An institution's plan (issue 26 §1, decision 104): read on every gated call, changed by an operator. */
export function createPlansService(ctx: Pick<AppContext, "db" | "now">) {
  const repo = createPlansRepository(ctx.db);

  async function planOf(partnerId: number): Promise<Plan> {
    const found = await repo.of(partnerId);
    if (!found) throw new NotFoundError(`Institution ${partnerId} not found`);
    return planOfType(found.partner.institute_type as InstituteType, found.stored);
  }

  return {
    planOf,

    /** The caller's tier of an area, refused with a 403 when it does not reach `need`. */
    async require(partnerId: number, area: PlanArea, need: TierNeed): Promise<AccessTier> {
      const tier = (await planOf(partnerId))[area];
      if (!tierAllows(tier, need)) throw new ForbiddenError(planRefusal(area, need));
      return tier;
    },

    /** An operator's change; an area the institution's type cannot hold is refused. */
    async set(partnerId: number, area: PlanArea, tier: AccessTier, by: string) {
      const found = await repo.of(partnerId);
      if (!found) throw new NotFoundError(`Institution ${partnerId} not found`);
      const type = found.partner.institute_type as InstituteType;
      if (!PLAN_AREAS_OF_TYPE[type].includes(area)) {
        throw new ValidationError({ area: `A ${type} has no ${area} area.` });
      }
      await repo.set(partnerId, area, tier, by, ctx.now());
      return { partner: found.partner, plan: await planOf(partnerId) };
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
