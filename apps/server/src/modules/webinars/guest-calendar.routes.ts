import {
  CalendarFeedParamsSchema,
  CalendarFeedResponseSchema,
  JoinCalendarParamsSchema,
} from "@quad/contract/api/webinars";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { guestOf } from "./guest-auth.ts";
import { createGuestCalendarService } from "./guest-calendar.service.ts";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";
const CalendarText = z.string().describe("An iCalendar (RFC 5545) file");
const calendarAnswer = (description: string) => ({
  description,
  content: { "text/calendar": { schema: CalendarText } },
});

/** A guest's sessions in their calendar app: the personal feed, and one registration's .ics (issue 10 §3). */
export async function guestCalendarRoutes(app: ZodApp) {
  const service = createGuestCalendarService(app.ctx);
  const tags = ["webinar calendar"];

  app.post(
    "/users/calendar_feed",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Turn on (or make anew) the guest's personal calendar feed",
        description:
          "Answers the feed's address once: only its hash is kept. Making it anew ends the previous address.",
        tags,
        response: { 200: CalendarFeedResponseSchema },
      },
    },
    async (request) => service.createFeed(guestOf(request).guest),
  );

  app.delete(
    "/users/calendar_feed",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Turn off the guest's personal calendar feed",
        tags,
        response: { 204: z.null().describe("The feed's address no longer works") },
      },
    },
    async (request, reply) => {
      await service.revokeFeed(guestOf(request).guest);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/calendar/:token.ics",
    {
      schema: {
        summary: "A guest's personal calendar feed (subscribe in a calendar app)",
        description:
          "No sign-in: the unguessable token is the credential. The guest's registered sessions (not cancelled) from 90 days back, each with the personal join link. 404 for an unknown or turned-off feed.",
        operationId: "getWebinarsCalendarFeed",
        tags,
        params: CalendarFeedParamsSchema,
        response: { 200: calendarAnswer("The feed") },
      },
    },
    async (request, reply) =>
      reply
        .type(CALENDAR_TYPE)
        .header("cache-control", "private, max-age=300")
        .send(await service.feed(request.params.token)),
  );

  app.get(
    "/join/:token/calendar.ics",
    {
      schema: {
        summary: "A registration's session as an .ics file (the confirmation's Apple Calendar link)",
        description: "No sign-in: the personal join token is the credential. 404 once the registration is cancelled.",
        operationId: "getWebinarsJoinCalendar",
        tags,
        params: JoinCalendarParamsSchema,
        response: { 200: calendarAnswer("The session's calendar file") },
      },
    },
    async (request, reply) =>
      reply
        .type(CALENDAR_TYPE)
        .header("content-disposition", 'attachment; filename="webinar.ics"')
        .send(await service.registrationFile(request.params.token)),
  );
}
