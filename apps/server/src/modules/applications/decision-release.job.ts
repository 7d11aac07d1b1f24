import type { AppContext } from "../../app-context.ts";
import type { ApplicationPorts } from "./application-ports.ts";
import { createDecisionRelease, RELEASE_QUEUE } from "./decision-release.service.ts";

/** The release queue: retried on a failure (each decision is told once whatever the retries), swept every 5 min. */
export function registerDecisionReleaseJobs(
  ctx: Pick<AppContext, "db" | "now" | "mailer" | "config" | "jobs">,
  ports: ApplicationPorts,
) {
  const release = createDecisionRelease(ctx, ports);
  void ctx.jobs.define(RELEASE_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  void ctx.jobs.work(RELEASE_QUEUE, async () => {
    await release.releaseDue();
  });
  // A moment whose job ran out of retries is still released by the next sweep.
  ctx.jobs.schedule(RELEASE_QUEUE, "*/5 * * * *", {});
}
