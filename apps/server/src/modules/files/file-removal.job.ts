import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Removes a stored file no record refers to any more (a replaced photo, logo, brochure ...). */
    "file-remove": { name: string };
  }
}

export const FILE_REMOVE_QUEUE = "file-remove";

/**
 * Removing an old file is cleanup, never part of the change that replaced it (decision 061): retried for most of a
 * day (10 retries doubling from 30 s) so that a storage outage delays it and loses nothing; one queued job per name.
 */
export const FILE_REMOVE_POLICY = {
  policy: "short",
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
} as const;

type Ctx = Pick<AppContext, "jobs" | "storage"> & { log?: FastifyBaseLogger };

/**
 * Queues the removal of stored files, after the change that let go of them has committed. Never fails the caller:
 * a file whose removal could not even be queued stays in storage (an orphan, logged), the change stands.
 */
export async function removeFilesLater(ctx: Ctx, names: readonly (string | null | undefined)[]) {
  for (const name of new Set(names)) {
    if (!name) continue;
    await ctx.jobs.send(FILE_REMOVE_QUEUE, { name }, { singletonKey: name }).catch((err: unknown) => {
      ctx.log?.warn({ err, file: name }, "could not queue the removal of an old file; it stays in storage");
    });
  }
}

/** Declares the queue and its worker: removing a file that is already gone succeeds (idempotent). */
export function registerFileRemovalJobs(ctx: Ctx) {
  void ctx.jobs.define(FILE_REMOVE_QUEUE, FILE_REMOVE_POLICY);
  void ctx.jobs.work(FILE_REMOVE_QUEUE, async ({ name }) => ctx.storage.remove(name), { concurrency: 2 });
}
