import { pipeline, Readable } from "node:stream";
import { PaymentsExportInputSchema } from "@quad/contract/api/payments";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { newFileName } from "../../lib/file-names.ts";
import type { JobHandler } from "../../plugins/jobs.ts";
import { exportCsvWriter } from "../connections/connections-export.csv.ts";
import { CSV_COLUMNS, csvRecord } from "./payments-export.csv.ts";
import { createPaymentExportRepository } from "./payments-export.repository.ts";
import { createPaymentsListRepository } from "./payments-list.repository.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Writes one payments CSV into storage and marks it ready (decision 115, amended). */
    "payment-export": { export_id: number };
  }
}
export const PAYMENT_EXPORT_QUEUE = "payment-export";

/**
 * Retried with backoff (storage or the database away); an institution's payments are a few thousand rows, so an
 * attempt has ten minutes, and a heartbeat lets a dead worker's export be retried within a minute or two.
 */
export const PAYMENT_EXPORT_POLICY = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
  heartbeatSeconds: 60,
} as const;

/**
 * How long after it was asked for an export still preparing has outlived every attempt (each attempt's expiry, the
 * backoff between them, five minutes for a busy queue): its job expired without saying so, and it reads as failed.
 */
export const PAYMENT_EXPORT_STUCK_MS =
  ((PAYMENT_EXPORT_POLICY.retryLimit + 1) * PAYMENT_EXPORT_POLICY.expireInSeconds +
    PAYMENT_EXPORT_POLICY.retryDelay * (2 ** PAYMENT_EXPORT_POLICY.retryLimit - 1) +
    5 * 60) *
  1000;

/** Rows read from the database at a time: memory holds one batch and the writer's buffers. */
const BATCH_ROWS = 500;

type Deps = Pick<AppContext, "db" | "storage" | "now">;

/**
 * The work of a payments export: the payments under its recorded filters, in batches, through the CSV writer into
 * storage; then ready. Idempotent: an export no longer preparing is left alone; a retry writes the file again from
 * its first row under a new name and removes the file of the attempt cut short.
 */
export function createPaymentExportJob(deps: Deps) {
  const exports = createPaymentExportRepository(deps.db);
  const list = createPaymentsListRepository(deps.db);

  return {
    async run(exportId: number): Promise<"ready" | "skipped"> {
      const record = await exports.find(exportId);
      if (record?.status !== "preparing") return "skipped";
      if (record.file_key) {
        await deps.storage.discardUnfinished(record.file_key).catch(() => undefined);
        await deps.storage.remove(record.file_key);
      }
      const partnerId = record.partner_id;
      const filters = PaymentsExportInputSchema.parse(record.filters);
      const fileKey = newFileName("csv");
      await exports.startFile(exportId, fileKey);
      let written = 0;
      async function* records() {
        for await (const rows of list.batches(partnerId, filters, BATCH_ROWS)) {
          for (const row of rows) yield csvRecord(row);
          written += rows.length;
        }
      }
      // An error on either side ends both, so the write fails and leaves no file behind.
      const body = pipeline(Readable.from(records()), exportCsvWriter(CSV_COLUMNS), () => undefined);
      await deps.storage.write(fileKey, body, "text/csv; charset=utf-8");
      if (await exports.finish(exportId, fileKey, written, deps.now())) return "ready";
      // Another attempt finished it first (or it failed meanwhile): this file is nobody's.
      await deps.storage.remove(fileKey);
      return "skipped";
    },

    /** After the last retry: failed (the screen says so; the cause is in the log). */
    async fail(exportId: number) {
      await exports.fail(exportId, deps.now());
    },
  };
}
export type PaymentExportWork = ReturnType<typeof createPaymentExportJob>;

/** The queue's worker: an attempt that fails is retried; after the last one the export is failed. */
export function paymentExportWorker(work: PaymentExportWork, log: FastifyBaseLogger): JobHandler<"payment-export"> {
  return async (data, job) => {
    try {
      await work.run(data.export_id);
    } catch (err) {
      log.error({ err, export_id: data.export_id, retry: job.retryCount }, "payments export attempt failed");
      if (job.retryCount >= job.retryLimit) await work.fail(data.export_id);
      throw err;
    }
  };
}

/** Declares the queue (one queued job per export) and its worker. */
export async function registerPaymentExportJobs(
  ctx: Pick<AppContext, "jobs">,
  work: PaymentExportWork,
  log: FastifyBaseLogger,
) {
  await ctx.jobs.define(PAYMENT_EXPORT_QUEUE, { policy: "short", ...PAYMENT_EXPORT_POLICY });
  await ctx.jobs.work(PAYMENT_EXPORT_QUEUE, paymentExportWorker(work, log));
}
