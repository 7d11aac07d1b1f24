import type { AppContext } from "../../app-context.ts";
import { createInsightsService } from "./insights.service.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Rebuilds the insight reports' rollups (migration 0045): hourly, and once after the demo seed. */
    "insights-refresh": Record<string, never>;
  }
}

export const INSIGHTS_REFRESH_QUEUE = "insights-refresh";
/** At minute 17 of every hour (away from the other hourly jobs). */
export const INSIGHTS_REFRESH_CRON = "17 * * * *";

/** Queues one rebuild now (after the demo seed, or by an operator); a rebuild already queued absorbs it. */
export function queueInsightsRefresh(ctx: Pick<AppContext, "jobs">) {
  return ctx.jobs.send(INSIGHTS_REFRESH_QUEUE, {});
}

/** The rebuild queue: one at a time, one more queued (stately), never on the request path. */
export function registerInsightsJobs(ctx: AppContext & { log?: { info: (obj: object, msg: string) => void } }) {
  const service = createInsightsService(ctx);
  void ctx.jobs.define(INSIGHTS_REFRESH_QUEUE, { policy: "stately", retryLimit: 2, expireInSeconds: 900 });
  ctx.jobs.schedule(INSIGHTS_REFRESH_QUEUE, INSIGHTS_REFRESH_CRON, {});
  void ctx.jobs.work(INSIGHTS_REFRESH_QUEUE, async () => {
    const { took_ms } = await service.refresh();
    ctx.log?.info({ took_ms }, "insight rollups rebuilt");
  });
}
