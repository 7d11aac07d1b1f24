import { ZoomConnectResponseSchema } from "@quad/contract/api/auth-extras";
import {
  ZoomMeetingInputSchema,
  ZoomMeetingResponseSchema,
  ZoomMeetingTargetSchema,
  ZoomStatusSchema,
  ZoomSyncUserInputSchema,
} from "@quad/contract/api/zoom";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createZoomService } from "./zoom.service.ts";
import { queueMeetingScan } from "./zoom-meetings.job.ts";

/**
 * Zoom (spec 1 §7 "Calendar and video meeting"; issue 25 §2): the authorisation round trip, the institution's
 * connection, and the meeting of a visit or a webinar session.
 */
export async function zoomRoutes(app: ZodApp) {
  const zoom = createZoomService(app.ctx, undefined, app.log);
  const tags = ["zoom"];
  const preHandler = app.requireAuth;

  app.get(
    "/zoom/connect",
    {
      preHandler,
      schema: {
        summary: "The Zoom authorisation address",
        errors: [404],
        tags,
        response: { 200: ZoomConnectResponseSchema },
      },
    },
    async (request) => zoom.connectUrl(authOf(request).user),
  );
  app.post(
    "/zoom/sync_user",
    {
      preHandler,
      schema: {
        summary: "Finish connecting Zoom: trade the authorisation code for the institution's connection",
        description:
          "Called by the /zoom return page with Zoom's code and the state of GET zoom/connect. A used or refused code, " +
          "or a state that is not this user's or has expired, is a 422; Zoom unreachable is a 409.",
        errors: [404, 409],
        tags,
        body: ZoomSyncUserInputSchema,
        response: { 200: ZoomStatusSchema },
      },
    },
    async (request) => {
      const status = await zoom.syncUser(authOf(request).user, request.body);
      // The institution's confirmed visits get their meetings now, not at the next scan (decision 103).
      await queueMeetingScan(app.ctx).catch((err: unknown) =>
        request.log.warn({ err }, "Zoom meeting scan not queued"),
      );
      return status;
    },
  );
  app.put(
    "/zoom/disconnect",
    {
      preHandler,
      schema: { summary: "Disconnect the institution's Zoom account", tags, response: { 200: ZoomStatusSchema } },
    },
    async (request) => zoom.disconnect(authOf(request).user),
  );
  app.get(
    "/zoom/meeting",
    {
      preHandler,
      schema: {
        summary: "The meeting of a visit (event_id) or a webinar session (session_id), or null",
        errors: [404],
        tags,
        querystring: ZoomMeetingTargetSchema,
        response: { 200: ZoomMeetingResponseSchema },
      },
    },
    async (request) => zoom.meeting(authOf(request).user, request.query),
  );
  app.post(
    "/zoom/meeting",
    {
      preHandler,
      schema: {
        summary: "Give a visit or a session its meeting: the link pasted (meeting_url), else a new Zoom meeting",
        description:
          "Without meeting_url the institution's connected Zoom account creates the meeting (a live Zoom meeting is kept, " +
          "not made twice). Zoom not connected is a 422 on meeting_url; Zoom unreachable or no longer accepting Quad, a 409.",
        errors: [404, 409],
        tags,
        body: ZoomMeetingInputSchema,
        response: { 200: ZoomMeetingResponseSchema },
      },
    },
    async (request) => zoom.createMeeting(authOf(request).user, request.body),
  );
  app.put(
    "/zoom/delete_meeting",
    {
      preHandler,
      schema: {
        summary: "Remove the meeting of a visit or a session",
        description:
          "Removed in Quad at once; deleting it in Zoom is tried and a failure there is only logged (spec 1 §8).",
        errors: [404],
        tags,
        body: ZoomMeetingTargetSchema,
        response: { 200: ZoomMeetingResponseSchema },
      },
    },
    async (request) => zoom.deleteMeeting(authOf(request).user, request.body),
  );
}
