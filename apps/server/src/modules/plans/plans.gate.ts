import type { PlanArea, TierNeed } from "@quad/contract/rules/plans";
import type { FastifyRequest } from "fastify";
import { authOf } from "../../plugins/auth.ts";
import type { PlansService } from "./plans.service.ts";

/**
 * A route's preHandler, after `app.requireAuth`: the caller's institution must hold `area` at `need` or better,
 * else a 403 with the plan's message (the server refuses, not just the screen). The tier found is kept on the
 * request for the handler (`tierOf(request)`), so a free tier's limited answer needs no second read.
 */
export function requireTier(plans: PlansService, area: PlanArea, need: TierNeed) {
  return async (request: FastifyRequest) => {
    const tier = await plans.require(authOf(request).user.partner_id, area, need);
    (request as FastifyRequest & { planTier?: Record<string, string> }).planTier = {
      ...(request as FastifyRequest & { planTier?: Record<string, string> }).planTier,
      [area]: tier,
    };
  };
}

/** The tier `requireTier` found for `area` on this request. */
export function tierOf(request: FastifyRequest, area: PlanArea): "free" | "paid" {
  const tier = (request as FastifyRequest & { planTier?: Record<string, string> }).planTier?.[area];
  if (tier !== "free" && tier !== "paid") throw new Error(`requireTier(${area}) did not run on this route`);
  return tier;
}
