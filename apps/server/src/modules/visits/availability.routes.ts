import {
  AvailabilityConflictSchema,
  AvailabilityQuerySchema,
  AvailabilityResponseSchema,
  BulkDeleteInputSchema,
  PublicAvailabilityResponseSchema,
  SavedAvailabilitySchema,
  SetAvailabilityInputSchema,
  SlotPrecedenceQuerySchema,
  SlotPrecedenceResponseSchema,
  SlotSchema,
  UnregisteredAvailabilitiesResponseSchema,
  UpdateSlotInputSchema,
} from "@quad/contract/api/availability";
import { IdParamSchema } from "@quad/contract/api/common";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { sendAnswer } from "../list-versions/list-versions.ts";
import { createAvailabilityService } from "./availability.service.ts";
import type { VisitPorts } from "./visits.ports.ts";

/** Availability (spec 2 §7 Availability). */
export async function availabilityRoutes(app: ZodApp, ports: Pick<VisitPorts, "busy"> = {}) {
  const service = createAvailabilityService(app.ctx, ports);
  const tags = ["availability"];
  const preHandler = app.requireAuth;
  const Deleted = z.object({ deleted: z.number() });

  app.get(
    "/schools/:id/availability",
    {
      preHandler,
      schema: {
        summary: "A school's slots per date between two dates",
        errors: [403],
        tags,
        params: IdParamSchema,
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilityResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const json = await service.forDates(
        authOf(request).user,
        request.params.id,
        q.start_date,
        q.end_date,
        q.university_partner_id,
      );
      return sendAnswer(request, reply, json);
    },
  );
  app.get(
    "/public/schools/:id/availability",
    {
      // Anyone may read it; a signed-in university rep also gets its own visits flagged (university_visit).
      preHandler: app.optionalAuth,
      schema: {
        summary: "A school's public booking page: its open slots per date",
        tags,
        params: IdParamSchema,
        querystring: AvailabilityQuerySchema.omit({ university_partner_id: true }),
        response: { 200: PublicAvailabilityResponseSchema },
      },
    },
    async (request) =>
      service.publicForDates(
        request.auth?.user ?? null,
        request.params.id,
        request.query.start_date,
        request.query.end_date,
      ),
  );
  app.post(
    "/schools/:id/set_availability",
    {
      preHandler,
      schema: {
        summary: "Add slots, one date range and weekly pattern",
        errors: [403],
        tags,
        params: IdParamSchema,
        body: SetAvailabilityInputSchema,
        response: { 201: SavedAvailabilitySchema, 409: AvailabilityConflictSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.set(authOf(request).user, request.params.id, request.body.availability)),
  );
  app.get(
    "/schools/:id/slot_precedence",
    {
      preHandler,
      schema: {
        summary: "Whether the school is available on a date",
        errors: [403],
        tags,
        params: IdParamSchema,
        querystring: SlotPrecedenceQuerySchema,
        response: { 200: SlotPrecedenceResponseSchema },
      },
    },
    async (request) => service.precedence(authOf(request).user, request.params.id, request.query.date),
  );
  app.get(
    "/availabilities/unregistered_availabilities",
    {
      preHandler,
      schema: {
        summary: "Slots not yet registered on the calendar",
        errors: [403],
        tags,
        response: { 200: UnregisteredAvailabilitiesResponseSchema },
      },
    },
    async (request) => service.unregistered(authOf(request).user),
  );
  app.put(
    "/availabilities/bulk_delete",
    {
      preHandler,
      schema: {
        summary: "Delete several slots",
        errors: [404, 409],
        tags,
        body: BulkDeleteInputSchema,
        response: { 200: Deleted },
      },
    },
    async (request) => service.remove(authOf(request).user, request.body.ids),
  );
  app.put(
    "/availabilities/:id",
    {
      preHandler,
      schema: {
        summary: "Change a slot",
        errors: [409],
        tags,
        params: IdParamSchema,
        body: UpdateSlotInputSchema,
        response: { 200: SlotSchema, 409: AvailabilityConflictSchema },
      },
    },
    async (request) => service.update(authOf(request).user, request.params.id, request.body),
  );
  app.delete(
    "/availabilities/:id",
    {
      preHandler,
      schema: { summary: "Delete a slot", errors: [409], tags, params: IdParamSchema, response: { 200: Deleted } },
    },
    async (request) => service.remove(authOf(request).user, [request.params.id]),
  );
}
