import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import type { VisitAnnouncer } from "../visits/visits.ports.ts";
import { queueVisitMeeting } from "./zoom-meetings.job.ts";

/**
 * A confirmed visit gets its Zoom meeting at once (decision 103): the visits module's `visit_confirmed` queues the
 * visit's meeting job, which checks the university's connection itself. Only that kind: the others are not Zoom's
 * business yet. Never fails the confirmation; the scan of decision 095 catches a job that could not be queued.
 */
export function zoomVisitAnnouncer(
  ctx: Pick<AppContext, "config" | "jobs">,
  log?: Pick<FastifyBaseLogger, "warn">,
): VisitAnnouncer {
  return {
    async announce(a) {
      if (a.kind !== "visit_confirmed" || !ctx.config.ZOOM_CLIENT_ID) return;
      try {
        await queueVisitMeeting(ctx.jobs, a.visit.id);
      } catch (err) {
        log?.warn({ err, event_id: a.visit.id }, "Zoom meeting job not queued; the scan will find the visit");
      }
    },
  };
}
