import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { createZoomService, type ZoomService } from "./zoom.service.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Finds confirmed visits of universities with Zoom connected that have no meeting yet. */
    "zoom-meeting-scan": Record<string, never>;
    /** Creates the Zoom meeting of one confirmed visit (idempotent). */
    "zoom-visit-meeting": { event_id: number };
  }
}

export const ZOOM_SCAN_QUEUE = "zoom-meeting-scan";
export const ZOOM_VISIT_MEETING_QUEUE = "zoom-visit-meeting";
const SCAN_BATCH = 200;
/** The safety net's rhythm (decision 103): confirmations and new connections queue their work at once. */
export const ZOOM_SCAN_CRON = "*/15 * * * *";

type Ctx = Pick<AppContext, "db" | "config" | "now" | "jobs" | "secrets"> & { log?: FastifyBaseLogger };

/** Queues the meeting job of one visit; a visit whose job is already queued is not queued twice. */
export function queueVisitMeeting(jobs: AppContext["jobs"], eventId: number) {
  return jobs.send(ZOOM_VISIT_MEETING_QUEUE, { event_id: eventId }, { singletonKey: String(eventId) });
}

/** Queues a scan now (an institution just connected Zoom: its confirmed visits need not wait for the schedule). */
export function queueMeetingScan(ctx: Pick<AppContext, "config" | "jobs">) {
  if (!ctx.config.ZOOM_CLIENT_ID) return Promise.resolve(null);
  return ctx.jobs.send(ZOOM_SCAN_QUEUE, {});
}

/** Queues one meeting job per visit awaiting one; a visit's job already queued is not queued twice. */
export async function scanVisitsForMeetings(ctx: Ctx, zoom: ZoomService) {
  const visits = await zoom.visitsAwaitingMeeting(SCAN_BATCH);
  await ctx.jobs.sendMany(
    ZOOM_VISIT_MEETING_QUEUE,
    visits.map((v) => ({ data: { event_id: v.id }, options: { singletonKey: String(v.id) } })),
  );
  return visits.length;
}

/**
 * The automatic meetings of confirmed visits (decisions 095 and 103): a confirmation queues its visit's job at once
 * (zoom.announcer.ts), connecting Zoom queues a scan at once, and a scan every 15 minutes is the safety net (a job
 * that could not be queued, or that ran out of retries while Zoom was down); each visit's creation is its own job,
 * retried while Zoom is down.
 */
export function registerZoomJobs(ctx: Ctx, zoom: ZoomService = createZoomService(ctx, undefined, ctx.log)) {
  if (!ctx.config.ZOOM_CLIENT_ID) return;
  void ctx.jobs.define(ZOOM_SCAN_QUEUE, { policy: "singleton", retryLimit: 0, expireInSeconds: 5 * 60 });
  void ctx.jobs.define(ZOOM_VISIT_MEETING_QUEUE, {
    policy: "short",
    retryLimit: 6,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 2 * 60,
  });
  void ctx.jobs.work(ZOOM_SCAN_QUEUE, async () => {
    await scanVisitsForMeetings(ctx, zoom);
  });
  void ctx.jobs.work(ZOOM_VISIT_MEETING_QUEUE, async ({ event_id }) => {
    await zoom.autoCreateForVisit(event_id);
  });
  ctx.jobs.schedule(ZOOM_SCAN_QUEUE, ZOOM_SCAN_CRON, {});
}
