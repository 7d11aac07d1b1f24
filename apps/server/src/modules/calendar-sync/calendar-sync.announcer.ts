import type { AppContext } from "../../app-context.ts";
import type { VisitAnnouncer } from "../visits/visits.ports.ts";
import { queueUserSync } from "./calendar-sync.job.ts";
import { createCalendarSyncRepository } from "./calendar-sync.repository.ts";

/**
 * A confirmed visit reaches the calendars of both sides' connected staff at once (a job per user, decision 088),
 * not at the next sweep. Reschedules and cancellations follow with the sweep or "Sync now".
 */
export function calendarVisitAnnouncer(ctx: Pick<AppContext, "db" | "jobs" | "secrets">): VisitAnnouncer {
  const repo = createCalendarSyncRepository(ctx.db, ctx.secrets);
  return {
    async announce(a) {
      if (a.kind !== "visit_confirmed") return;
      for (const userId of await repo.syncableUsersOf(a.partnerIds)) await queueUserSync(ctx.jobs, userId);
    },
  };
}
