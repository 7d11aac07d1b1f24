import { StaffCalendarFeedParamsSchema, StaffCalendarFeedResponseSchema } from "@quad/contract/api/staff-calendar";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createStaffCalendarService } from "./staff-calendar.service.ts";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/** A staff user's calendar feed (issue 25 §1): its address in the settings, and the feed itself. */
export async function staffCalendarRoutes(app: ZodApp) {
  const service = createStaffCalendarService(app.ctx);
  const tags = ["staff calendar"];

  app.get(
    "/users/calendar_feed",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "The signed-in user's calendar feed address (null while it is off)",
        tags,
        response: { 200: StaffCalendarFeedResponseSchema },
      },
    },
    async (request) => service.get(authOf(request).user),
  );

  app.post(
    "/users/calendar_feed",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Turn on the user's calendar feed, or give it a new address",
        description: "A new address ends the previous one at once: calendars subscribed to it stop updating.",
        tags,
        response: { 200: StaffCalendarFeedResponseSchema },
      },
    },
    async (request) => service.reset(authOf(request).user),
  );

  app.delete(
    "/users/calendar_feed",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Turn off the user's calendar feed",
        tags,
        response: { 204: z.null().describe("The feed's address no longer works") },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request).user);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/calendar/:token.ics",
    {
      schema: {
        summary: "A staff user's calendar feed (subscribe in a calendar app)",
        description:
          "No sign-in: the unguessable token is the credential. The institution's confirmed visits and the sessions it hosts or the user joined, from 90 days back, at most 500, with the UIDs of the mailed calendar files. 404 for an unknown or turned-off feed.",
        operationId: "getPartnersStaffCalendarFeed",
        tags,
        params: StaffCalendarFeedParamsSchema,
        response: {
          200: {
            description: "The feed",
            content: { "text/calendar": { schema: z.string().describe("An iCalendar (RFC 5545) file") } },
          },
        },
      },
    },
    async (request, reply) =>
      reply
        .type(CALENDAR_TYPE)
        .header("cache-control", "private, max-age=300")
        .send(await service.feed(request.params.token)),
  );
}
