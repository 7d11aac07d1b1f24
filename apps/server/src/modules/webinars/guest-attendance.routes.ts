import { IdParamSchema } from "@quad/contract/api/common";
import { GuestSessionDetailResponseSchema } from "@quad/contract/api/webinars";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { createGuestAttendanceService } from "./guest-attendance.service.ts";
import { guestOf } from "./guest-auth.ts";

/** A signed-in guest inside a session: its replay in Quad, and presence beats while it is live (issue 10 §3). */
export async function guestAttendanceRoutes(app: ZodApp) {
  const service = createGuestAttendanceService(app.ctx);
  const tags = ["webinar catalogue"];

  app.post(
    "/events/:id/recording_view",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Open a session's replay in Quad (records a recording view for the host)",
        description:
          "For a published session that has ended and has a recording: answers the session with recording_url and records a viewed_recording activity (a reload within 30 minutes counts once). 409 before the end; 404 without a recording.",
        errors: [409],
        tags,
        params: IdParamSchema,
        response: { 200: GuestSessionDetailResponseSchema },
      },
    },
    async (request) => service.recordingView(guestOf(request).guest, request.params.id),
  );

  app.post(
    "/events/:id/presence",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "A presence beat of the open session page after joining (counts attendance time)",
        description:
          "Sent every 60 seconds while the session page stays open after the guest joined through the join link. Adds the seconds since the previous beat (at most 90, only between start and end) to the guest's time in the session. 404 without a registration; 409 outside the join window (15 minutes before the start until the end) or before joining.",
        errors: [409],
        tags,
        params: IdParamSchema,
        response: { 204: z.null().describe("Counted") },
      },
    },
    async (request, reply) => {
      await service.presence(guestOf(request).guest, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
