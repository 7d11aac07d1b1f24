import {
  CalendarSyncResponseSchema,
  CalendarsResponseSchema,
  CalendarTokenInputSchema,
  ChooseCalendarsInputSchema,
  GoogleAuthorizationQuerySchema,
  GoogleAuthorizationResponseSchema,
} from "@quad/contract/api/calendar-sync";
import { IdParamSchema } from "@quad/contract/api/common";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createCalendarSyncService } from "./calendar-sync.service.ts";

const tags = ["calendar-sync"];

/** Calendar sync (spec 1 §4, §7 "Calendar and video meeting"; issue 25 §1): {id} is the caller's institution. */
export async function calendarSyncRoutes(app: ZodApp) {
  const service = createCalendarSyncService(app.ctx);

  app.get(
    "/institutes/:id/google_authorization",
    {
      preHandler: app.requireAuth,
      schema: {
        summary:
          "Redirects the browser to Google's authorisation page; with Accept: application/json, answers the address",
        errors: [404],
        tags,
        params: IdParamSchema,
        querystring: GoogleAuthorizationQuerySchema,
        response: { 200: GoogleAuthorizationResponseSchema, 302: z.null() },
      },
    },
    async (request, reply) => {
      const url = service.authorizationUrl(authOf(request).user, request.params.id, request.query.core === "true");
      if ((request.headers.accept ?? "").includes("application/json")) return { url };
      return reply.redirect(url, 302);
    },
  );
  app.post(
    "/institutes/:id/calendar_token",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Connect a calendar: Google's authorisation code, or a CalDAV server, user name and app password",
        errors: [404, 422],
        tags,
        params: IdParamSchema,
        body: CalendarTokenInputSchema,
        response: { 200: CalendarsResponseSchema },
      },
    },
    async (request) => service.connect(authOf(request).user, request.params.id, request.body),
  );
  app.delete(
    "/institutes/:id/calendar_token",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Disconnect the calendar (events already written stay in it)",
        errors: [404],
        tags,
        params: IdParamSchema,
        response: { 200: CalendarsResponseSchema },
      },
    },
    async (request) => service.disconnect(authOf(request).user, request.params.id),
  );
  app.get(
    "/institutes/:id/calendars",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "The calendar connection, its calendars and which are chosen, and the last sync",
        errors: [404],
        tags,
        params: IdParamSchema,
        response: { 200: CalendarsResponseSchema },
      },
    },
    async (request) => service.status(authOf(request).user, request.params.id),
  );
  app.post(
    "/institutes/:id/calendars",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Choose the calendars to sync into (at least one)",
        errors: [404, 422],
        tags,
        params: IdParamSchema,
        body: ChooseCalendarsInputSchema,
        response: { 200: CalendarsResponseSchema },
      },
    },
    async (request) => service.choose(authOf(request).user, request.params.id, request.body.calendar_ids),
  );
  app.get(
    "/institutes/:id/fetch_calendars",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "List the account's calendars again from the provider",
        errors: [404, 422],
        tags,
        params: IdParamSchema,
        response: { 200: CalendarsResponseSchema },
      },
    },
    async (request) => service.fetchCalendars(authOf(request).user, request.params.id),
  );
  app.post(
    "/institutes/:id/google_sync",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Sync the calendar now (in the background)",
        errors: [404, 422],
        tags,
        params: IdParamSchema,
        response: { 200: CalendarSyncResponseSchema },
      },
    },
    async (request) => service.syncNow(authOf(request).user, request.params.id),
  );
}
