import type { AppContext } from "../../app-context.ts";
import type { SessionAnnouncer } from "../partner-webinars/partner-webinars.ports.ts";
import type { VisitAnnouncement, VisitAnnouncer } from "../visits/visits.ports.ts";
import { queueUserSync } from "./calendar-sync.job.ts";
import { createCalendarSyncRepository } from "./calendar-sync.repository.ts";

/** The visit changes a calendar shows: its confirmation, and every change after it (decision 100). */
const CALENDAR_KINDS = new Set<VisitAnnouncement["kind"]>([
  "visit_confirmed",
  "visit_rescheduled",
  "visit_updated",
  "visit_cancelled",
]);

/**
 * A visit confirmed, moved, re-placed, cancelled or declined reaches the calendars of both sides' connected staff
 * at once (a job per user, decisions 088 and 100), not at the next sweep. A request is not in any calendar.
 */
export function calendarVisitAnnouncer(ctx: Pick<AppContext, "db" | "jobs" | "secrets">): VisitAnnouncer {
  const repo = createCalendarSyncRepository(ctx.db, ctx.secrets);
  return {
    async announce(a) {
      if (!CALENDAR_KINDS.has(a.kind)) return;
      for (const userId of await repo.syncableUsersOf(a.partnerIds)) await queueUserSync(ctx.jobs, userId);
    },
  };
}

/**
 * A session edited or cancelled reaches at once the calendars of the host institution's connected staff and of
 * the connected staff who registered for it with their school account (decision 100).
 */
export function calendarSessionAnnouncer(ctx: Pick<AppContext, "db" | "jobs" | "secrets">): SessionAnnouncer {
  const repo = createCalendarSyncRepository(ctx.db, ctx.secrets);
  return {
    async sessionChanged(a) {
      const hosts = await repo.syncableUsersOf([a.hostPartnerId]);
      const guests = await repo.syncableRegistrantsOf(a.sessionId);
      for (const userId of new Set([...hosts, ...guests])) await queueUserSync(ctx.jobs, userId);
    },
  };
}
