import { pipeline, Readable } from "node:stream";
import { ConnectionsExportInputSchema } from "@quad/contract/api/connections-export";
import { adultBirthCutoff } from "@quad/contract/rules/connection-privacy";
import { EXPORT_LINK_DAYS, type ExportErrorCode } from "@quad/contract/rules/connections-export";
import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { newFileName } from "../../lib/file-names.ts";
import { exportCsvWriter } from "./connections-export.csv.ts";
import { exportDownloadPath } from "./connections-export.link.ts";
import { exportReadyMail } from "./connections-export.mail.ts";
import { createConnectionExportRepository, type ExportScope } from "./connections-export.repository.ts";
import { recordedScope } from "./connections-export.scope.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Writes one connections export's file and mails its link (issue 11 §3). */
    "connections-export": { export_id: number };
    /** Marks failed (timed_out) the exports whose job ran out of time and retries. */
    "connections-export-sweep": Record<string, never>;
  }
}

export const EXPORT_QUEUE = "connections-export";
/** The sweeper of exports whose job ran out of time and retries (pg-boss expired it) without marking them. */
export const EXPORT_SWEEP_QUEUE = "connections-export-sweep";
/** Every ten minutes. */
export const EXPORT_SWEEP_CRON = "*/10 * * * *";

/**
 * The export job's queue policy: retried with backoff; a large file has half an hour per attempt, and a heartbeat
 * every 20 s keeps it a minute ahead, so a worker that died has its export retried within a minute or two
 * (decision 061) rather than after the half hour.
 */
export const EXPORT_JOB_POLICY = {
  retryLimit: 3,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
  heartbeatSeconds: 60,
} as const;

/**
 * How long after it was asked for an export still preparing has certainly outlived its job: every attempt's
 * expiry, the backoff between them (doubling from retryDelay), and a quarter of an hour for a queue that was busy.
 */
export const EXPORT_STUCK_AFTER_MS =
  ((EXPORT_JOB_POLICY.retryLimit + 1) * EXPORT_JOB_POLICY.expireInSeconds +
    EXPORT_JOB_POLICY.retryDelay * (2 ** EXPORT_JOB_POLICY.retryLimit - 1) +
    15 * 60) *
  1000;

/** A failure of one step of the job, with the code the export keeps (the cause goes to the log). */
export class ExportStepError extends Error {
  constructor(
    readonly code: ExportErrorCode,
    cause: unknown,
  ) {
    super(`connections export: ${code}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The code an export keeps for the error that ended its last attempt. */
export function exportErrorOf(err: unknown): ExportErrorCode {
  return err instanceof ExportStepError ? err.code : "unknown";
}
/**
 * Rows read from the database at a time: memory holds one batch and the writer's buffers, whatever the total.
 * Small enough that a batch is written out before the young generation is collected: at 5,000 (and 1,000) rows
 * a batch outlived it, was promoted, and the heap grew by 80–150 MB between full collections; at 500 the heap
 * stays flat (bench/README.md, connections-export).
 */
export const EXPORT_BATCH_ROWS = 500;
/** rows_written is saved after the first batch, then at most once a second (each save is a commit). */
const PROGRESS_EVERY_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = Pick<AppContext, "database" | "storage" | "mailer" | "config" | "now"> & { log?: FastifyBaseLogger };

export type ExportRunOutcome = "mailed" | "already_mailed" | "gone";

const toLocale = (value: string): Locale => LOCALES.find((l) => l === value) ?? "en-US";

/**
 * The background work of a connections export (decision 044): streams the rows matching the recorded
 * filter (and, for a member, their regions) from the database through the CSV writer into file storage,
 * counting rows_written after every batch; then mails the requester a signed link that expires, once.
 * A retry (after a crash, a failed upload ...) writes the file again from its first row under a new name
 * and removes the file of the attempt cut short; a download already mailed is never mailed again.
 */
export function createConnectionExportJob(deps: Deps, options: { batchSize?: number } = {}) {
  const repo = createConnectionExportRepository(deps.database);
  const batchSize = options.batchSize ?? EXPORT_BATCH_ROWS;

  /** Writes the file of an export from scratch; resolves the rows written. */
  async function writeFile(
    exportId: number,
    scope: ExportScope,
    columns: { key: string; header: string }[],
    timezone: string,
  ): Promise<number> {
    const fileKey = newFileName("csv");
    await repo.startFile(exportId, fileKey);
    let written = 0;
    let readFailed = false;
    // A minor's email and phone stay empty without a guardian's consent (decision 043), and those of a connection not
    // on the paid tier (decision 104), as in the list.
    const cx = { timezone, adultBirthCutoff: adultBirthCutoff(deps.now().toISOString().slice(0, 10)) };
    let savedAt = Number.NEGATIVE_INFINITY;
    async function* records() {
      try {
        for await (const batch of repo.batches(scope, columns, cx, batchSize)) {
          for (const row of batch) yield row;
          written += batch.length;
          if (performance.now() - savedAt >= PROGRESS_EVERY_MS) {
            await repo.progress(exportId, written);
            savedAt = performance.now();
          }
        }
      } catch (err) {
        readFailed = true;
        throw err;
      }
    }
    const writer = exportCsvWriter(columns);
    // An error on either side ends both, so the upload fails and leaves no object behind.
    const body = pipeline(Readable.from(records()), writer, () => undefined);
    try {
      await deps.storage.write(fileKey, body, "text/csv; charset=utf-8");
    } catch (err) {
      throw new ExportStepError(readFailed ? "query_failed" : "storage_unavailable", err);
    }
    await repo.finishFile(exportId, written, deps.now());
    return written;
  }

  async function run(exportId: number): Promise<ExportRunOutcome> {
    const record = await repo.find(exportId);
    if (!record) return "gone";
    if (record.mailed_at) return "already_mailed";
    const user = await repo.requester(record.user_id);
    if (!user || user.partner_id !== record.partner_id) return "gone";
    const timezone = user.partner_timezone ?? "UTC";
    let rows = record.rows_written;
    if (!record.finished_at || !record.file_key) {
      // The file of an attempt cut short (a crash mid-way) goes, with the unfinished upload a worker that died
      // left open (its parts would stay in the bucket); this attempt starts a new one.
      if (record.file_key) {
        // Best effort: a service or key without multipart listing leaves it to the bucket's lifecycle rule.
        await deps.storage.discardUnfinished(record.file_key).catch((err: unknown) => {
          deps.log?.warn({ err, export_id: exportId }, "could not discard an unfinished upload");
        });
        await deps.storage.remove(record.file_key);
      }
      const scope: ExportScope = {
        scope: recordedScope(record.partner_id, record.filters, deps.now().toISOString().slice(0, 10)),
        filters: ConnectionsExportInputSchema.parse(record.filters),
      };
      rows = await writeFile(exportId, scope, record.columns, timezone);
    }
    const now = deps.now();
    const expires = Math.floor((now.getTime() + EXPORT_LINK_DAYS * DAY_MS) / 1000);
    const message = exportReadyMail({
      to: user.email,
      first_name: user.first_name,
      locale: toLocale(user.locale),
      rows,
      link: `${deps.config.appUrl}${exportDownloadPath(deps.config.fileUrlSecret, exportId, expires)}`,
      expires_at: new Date(expires * 1000),
      timezone,
    });
    // The mark and the outbox row commit together: the link is mailed exactly once.
    const staged = await deps.database.db
      .transaction(async (tx) => {
        if (!(await repo.claimMail(tx, exportId, now))) return null;
        return deps.mailer.stage(tx, message);
      })
      .catch((err: unknown) => {
        throw new ExportStepError("mail_failed", err);
      });
    if (!staged) return "already_mailed";
    staged.deliver();
    return "mailed";
  }

  /** After the last retry: the export is failed, with the code of what failed (the screen says it translated). */
  async function fail(exportId: number, code: ExportErrorCode) {
    await repo.fail(exportId, code);
  }

  /** Exports still preparing long after their job's time and retries ran out: failed, timed_out. Idempotent. */
  async function sweep(): Promise<number[]> {
    return repo.failStuck(new Date(deps.now().getTime() - EXPORT_STUCK_AFTER_MS));
  }

  return { run, fail, sweep };
}

/** Declares the export queue and its worker on the app's jobs. */
export function registerConnectionExportJobs(ctx: AppContext & { log?: FastifyBaseLogger }) {
  const work = createConnectionExportJob(ctx);
  // One queued job per export (singletonKey); retried with backoff; a large file has half an hour.
  void ctx.jobs.define(EXPORT_QUEUE, { policy: "short", ...EXPORT_JOB_POLICY });
  void ctx.jobs.work(EXPORT_QUEUE, async (data, job) => {
    try {
      await work.run(data.export_id);
    } catch (err) {
      // The details stay in the log; the export keeps the code of the step that failed.
      ctx.log?.error({ err, export_id: data.export_id, retry: job.retryCount }, "connections export attempt failed");
      if (job.retryCount >= job.retryLimit) await work.fail(data.export_id, exportErrorOf(err));
      throw err;
    }
  });
  // An attempt pg-boss expires never reaches the catch above: the sweeper fails what outlived every attempt.
  void ctx.jobs.define(EXPORT_SWEEP_QUEUE, { policy: "singleton", retryLimit: 0, expireInSeconds: 5 * 60 });
  ctx.jobs.schedule(EXPORT_SWEEP_QUEUE, EXPORT_SWEEP_CRON, {});
  void ctx.jobs.work(EXPORT_SWEEP_QUEUE, async () => {
    const ids = await work.sweep();
    if (ids.length) ctx.log?.warn({ export_ids: ids }, "connections exports timed out");
  });
  return work;
}
