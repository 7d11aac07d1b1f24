import type { AppContext } from "../../app-context.ts";
import { createCalendarSyncRepository } from "./calendar-sync.repository.ts";
import { createCalendarSyncRun } from "./calendar-sync.run.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Writes one user's visits, sessions and meetings to their chosen calendars (issue 25 §1). */
    "calendar-sync": { user_id: number };
    /** Queues a sync of every connected user (changes made since the last one follow). */
    "calendar-sync-sweep": Record<string, never>;
  }
}

export const SYNC_QUEUE = "calendar-sync";
export const SYNC_SWEEP_QUEUE = "calendar-sync-sweep";
/** Every quarter of an hour. */
export const SYNC_SWEEP_CRON = "*/15 * * * *";

/** One queued sync per user at a time (a second "sync now" while one waits adds nothing). */
export function queueUserSync(jobs: AppContext["jobs"], userId: number) {
  return jobs.send(SYNC_QUEUE, { user_id: userId }, { singletonKey: `user-${userId}` });
}

/** The sync queue (retried with backoff: a provider that was down is tried again) and its periodic sweep. */
export function registerCalendarSyncJobs(
  ctx: Pick<AppContext, "db" | "config" | "outbound" | "now" | "jobs" | "secrets">,
) {
  const run = createCalendarSyncRun(ctx);
  const repo = createCalendarSyncRepository(ctx.db, ctx.secrets);
  void ctx.jobs.define(SYNC_QUEUE, { policy: "short", retryLimit: 5, retryDelay: 60, retryBackoff: true });
  void ctx.jobs.define(SYNC_SWEEP_QUEUE, { policy: "singleton", retryLimit: 1 });
  void ctx.jobs.work(
    SYNC_QUEUE,
    async (data) => {
      await run(data.user_id);
    },
    { concurrency: 2 },
  );
  void ctx.jobs.work(SYNC_SWEEP_QUEUE, async () => {
    const ids = await repo.syncableUsers();
    await ctx.jobs.sendMany(
      SYNC_QUEUE,
      ids.map((id) => ({ data: { user_id: id }, options: { singletonKey: `user-${id}` } })),
    );
  });
  ctx.jobs.schedule(SYNC_SWEEP_QUEUE, SYNC_SWEEP_CRON, {});
}
