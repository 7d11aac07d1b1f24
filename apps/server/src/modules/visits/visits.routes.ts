import { EventLocationInputSchema } from "@quad/contract/api/availability-settings";
import { IdParamSchema } from "@quad/contract/api/common";
import {
  AutoAcceptQuerySchema,
  AutoAcceptResponseSchema,
  CreateEventInputSchema,
  EventDetailResponseSchema,
  EventResponseSchema,
  EventSeenResponseSchema,
  EventsListInputSchema,
  EventsListResponseSchema,
  RescheduleEventInputSchema,
  UpdateEventStatusInputSchema,
} from "@quad/contract/api/events";
import { CsvUrlResponseSchema } from "@quad/contract/api/team";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { authOf } from "../../plugins/auth.ts";
import type { VisitPorts } from "./visits.ports.ts";
import { createVisitsService } from "./visits.service.ts";

/** School visits (spec 2 §7 Events). */
export async function visitRoutes(app: ZodApp, ports: VisitPorts = {}) {
  const service = createVisitsService(app.ctx, ports);
  const tags = ["events"];
  const preHandler = [app.requireAuth, app.requireInstituteType("School", "University", "ApplicationClient")];

  app.post(
    "/events",
    {
      config: { readOnly: true },
      preHandler,
      schema: {
        summary: "List visits by tab and filters, or download them as CSV",
        tags,
        body: EventsListInputSchema,
        response: { 200: z.union([EventsListResponseSchema, CsvUrlResponseSchema]) },
      },
    },
    async (request) => {
      const me = authOf(request).user;
      return request.body.download ? service.download(me, request.body) : service.list(me, request.body);
    },
  );
  app.post(
    "/events/create_event",
    {
      preHandler,
      schema: {
        summary: "Request or book a school visit",
        errors: [403, 404, 409],
        tags,
        body: CreateEventInputSchema,
        response: { 201: EventResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(authOf(request).user, request.body)),
  );
  app.get(
    "/events/:id",
    {
      preHandler,
      schema: {
        summary: "A visit with its history",
        tags,
        params: IdParamSchema,
        response: { 200: EventDetailResponseSchema },
      },
    },
    async (request) => service.get(authOf(request).user, request.params.id),
  );
  app.post(
    "/events/:id/seen",
    {
      preHandler,
      schema: {
        summary: "Mark a visit seen by the caller",
        description:
          "Called once when the caller opens a visit: its New/Updated mark clears for them and their notifications about it are read. Same access as GET events/{id} (another partner's visit is not found).",
        tags,
        params: IdParamSchema,
        response: { 204: EventSeenResponseSchema },
      },
    },
    async (request, reply) => {
      await service.markSeen(authOf(request).user, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.put(
    "/events/:id/update_status",
    {
      preHandler,
      schema: {
        summary: "Confirm, decline or cancel a visit",
        errors: [409],
        tags,
        params: IdParamSchema,
        body: UpdateEventStatusInputSchema,
        response: { 200: EventResponseSchema },
      },
    },
    async (request) =>
      service.updateStatus(authOf(request).user, request.params.id, request.body.status, request.body.reason),
  );
  for (const prefix of ["", "/universities", "/schools"] as const) {
    app.put(
      `${prefix}/events/:id/reschedule`,
      {
        preHandler,
        schema: {
          summary: prefix
            ? `Reschedule a visit (the ${prefix.slice(1)} variant, for that side only)`
            : "Reschedule a visit",
          errors: [409],
          tags,
          params: IdParamSchema,
          body: RescheduleEventInputSchema,
          response: { 200: EventResponseSchema },
        },
      },
      async (request) => {
        const me = authOf(request).user;
        // The segment variant must match the caller's institute type (spec 1 §6).
        if (prefix && (prefix === "/schools") !== (me.institute_type === "School"))
          throw new NotFoundError(`Event ${request.params.id} not found`);
        return service.reschedule(me, request.params.id, request.body);
      },
    );
  }
  app.put(
    "/schools/:id/update_event_location",
    {
      preHandler: [app.requireAuth, app.requireInstituteType("School")],
      schema: {
        summary: "Change a visit's location",
        tags,
        params: IdParamSchema,
        body: EventLocationInputSchema,
        response: { 200: EventResponseSchema },
      },
    },
    async (request) => service.updateLocation(authOf(request).user, request.params.id, request.body.location),
  );
  app.put(
    "/auto_event_accept",
    {
      preHandler: [app.requireAuth, app.requireAdmin],
      schema: {
        summary: "Accept visit requests automatically, or confirm them by hand",
        tags,
        querystring: AutoAcceptQuerySchema,
        response: { 200: AutoAcceptResponseSchema },
      },
    },
    async (request) => service.setAutoAccept(authOf(request).user, request.query.is_event_auto_accept),
  );
}
