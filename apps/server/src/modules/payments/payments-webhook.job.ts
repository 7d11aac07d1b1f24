import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { type PaymentsService, WEBHOOK_QUEUE } from "./payments.service.ts";
import { registerPaymentExportJobs } from "./payments-export.job.ts";

/**
 * The provider's verified events, settled off the webhook's request (decision 115): retried with backoff on a
 * failure (the database away); a retry of a settled event records nothing (its event id is unique). And the staff's
 * payments CSVs (payments-export.job.ts).
 */
export function registerPaymentJobs(ctx: Pick<AppContext, "jobs">, payments: PaymentsService, log: FastifyBaseLogger) {
  void ctx.jobs.define(WEBHOOK_QUEUE, { retryLimit: 8, retryDelay: 5, retryBackoff: true });
  // In batches: deliveries come in bursts, and pg-boss waits its polling interval between fetches.
  void ctx.jobs.work(
    WEBHOOK_QUEUE,
    async (data) => {
      await payments.settleProviderEvent(data.event, log);
    },
    { batchSize: 50 },
  );
  registerPaymentExportJobs(ctx, payments.exports.work, log);
}
