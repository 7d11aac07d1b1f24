import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { backfillDuePayments } from "./payment-dues.ts";
import { type PaymentsService, WEBHOOK_QUEUE } from "./payments.service.ts";
import { registerPaymentExportJobs } from "./payments-export.job.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Due fee payments for applications made before payments existed (decision 115); a second run makes none. */
    "payments-backfill": Record<string, never>;
  }
}
export const BACKFILL_QUEUE = "payments-backfill";

/** Asks for the backfill (once while one waits): at start, off the start's path. */
export const requestPaymentsBackfill = (ctx: Pick<AppContext, "jobs">) =>
  ctx.jobs.send(BACKFILL_QUEUE, {}, { singletonKey: BACKFILL_QUEUE });

/**
 * Payments' jobs (decision 115). The provider's verified events, settled off the webhook's request: retried with backoff on a
 * failure (the database away); a retry of a settled event records nothing (its event id is unique).
 */
export async function registerPaymentJobs(
  ctx: Pick<AppContext, "jobs" | "db" | "now">,
  payments: PaymentsService,
  log: FastifyBaseLogger,
) {
  // Awaited, so that start-up goes on once the queues exist (jobs.ts makes late queues one at a time).
  await ctx.jobs.define(BACKFILL_QUEUE, { retryLimit: 3, retryDelay: 30 });
  await ctx.jobs.work(BACKFILL_QUEUE, async () => {
    const made = await backfillDuePayments(ctx);
    if (made > 0) log.info({ made }, "payments: due fees made for older applications");
  });
  await ctx.jobs.define(WEBHOOK_QUEUE, { retryLimit: 8, retryDelay: 5, retryBackoff: true });
  // In batches: deliveries come in bursts, and pg-boss waits its polling interval between fetches.
  await ctx.jobs.work(
    WEBHOOK_QUEUE,
    async (data) => {
      await payments.settleProviderEvent(data.event, log);
    },
    { batchSize: 50 },
  );
  await registerPaymentExportJobs(ctx, payments.exports.work, log);
}
