import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import type { PlanListener } from "../plans/plans.service.ts";
import { createConnectionTiersRepository } from "./connection-tiers.repository.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Unlocks an institution's connections to the paid tier after its connections plan became paid (decision 105). */
    "connections-unlock": { partner_id: number };
  }
}

export const UNLOCK_QUEUE = "connections-unlock";

/**
 * One queued job per institution (a second change while one waits adds nothing); retried with backoff; a large
 * institution (a million connections, 200 batches) has half an hour per attempt, a heartbeat keeping a live
 * worker's job and letting a dead worker's be retried within minutes (decision 061).
 */
export const UNLOCK_POLICY = {
  policy: "short",
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
  heartbeatSeconds: 60,
} as const;

/** Connections unlocked per statement: short transactions, small trigger arrays, progress kept between tries. */
export const UNLOCK_BATCH = 5000;

/** Queues the unlocking of an institution's connections. */
export function queueConnectionsUnlock(ctx: Pick<AppContext, "jobs">, partnerId: number) {
  return ctx.jobs.send(UNLOCK_QUEUE, { partner_id: partnerId }, { singletonKey: String(partnerId) });
}

/**
 * The plans port's listener (decision 105): an institution's connections plan set to paid unlocks the connections
 * it already has; moved to free or no_access, it keeps those already paid for (only new connections take the new
 * tier, migration 0044).
 */
export function connectionsPlanListener(ctx: Pick<AppContext, "jobs">): PlanListener {
  return async (change) => {
    if (change.area === "connections" && change.to === "paid") await queueConnectionsUnlock(ctx, change.partnerId);
  };
}

/**
 * Unlocks the institution's connections in batches while its connections plan is paid; resolves how many.
 * Idempotent: a retried or repeated run unlocks only what is still locked, and nothing once the plan moved back.
 */
export async function unlockConnections(db: AppContext["db"], partnerId: number, batch = UNLOCK_BATCH) {
  const repo = createConnectionTiersRepository(db);
  let total = 0;
  for (;;) {
    const n = await repo.unlockBatch(partnerId, batch);
    total += n;
    if (n < batch) return total;
  }
}

/** Declares the queue and its worker. */
export function registerConnectionUnlockJobs(ctx: Pick<AppContext, "jobs" | "db"> & { log?: FastifyBaseLogger }) {
  void ctx.jobs.define(UNLOCK_QUEUE, UNLOCK_POLICY);
  void ctx.jobs.work(UNLOCK_QUEUE, async ({ partner_id }) => {
    const unlocked = await unlockConnections(ctx.db, partner_id);
    ctx.log?.info({ partner_id, unlocked }, "connections unlocked to the paid tier");
  });
}
