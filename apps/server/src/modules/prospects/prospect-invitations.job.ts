import type { AppContext } from "../../app-context.ts";
import { createProspectEngage, INVITATIONS_QUEUE } from "./prospect-engage.service.ts";

/** The invitations queue: retried on a failure; each invitation is mailed once whatever the retries (decision 112). */
export function registerProspectJobs(ctx: Pick<AppContext, "db" | "now" | "jobs" | "mailer" | "config">) {
  const engage = createProspectEngage(ctx);
  void ctx.jobs.define(INVITATIONS_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  void ctx.jobs.work(INVITATIONS_QUEUE, async (data) => {
    await engage.mailInvitations(data.webinar_id);
  });
}
