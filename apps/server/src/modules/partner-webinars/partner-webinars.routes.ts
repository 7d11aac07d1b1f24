import { IdParamSchema } from "@quad/contract/api/common";
import {
  CancelWebinarInputSchema,
  PartnerWebinarDetailResponseSchema,
  PartnerWebinarsQuerySchema,
  PartnerWebinarsResponseSchema,
  ProviderEventResponseSchema,
  ProviderEventsQuerySchema,
  ProviderEventsResponseSchema,
  RegistrantsQuerySchema,
  RegistrantsResponseSchema,
  WebinarFormOptionsResponseSchema,
  WebinarInputSchema,
} from "@quad/contract/api/partner-webinars";
import { CsvUrlResponseSchema } from "@quad/contract/api/team";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import type { PartnerWebinarPorts } from "./partner-webinars.ports.ts";
import { createPartnerWebinarsService } from "./partner-webinars.service.ts";
import { createProviderEventsService } from "./provider-events.service.ts";

/**
 * The sessions an institution hosts (issue 10 §4; a school's fairs and evenings too, issue 24 §2, decision 075),
 * and the provider's events, which universities and application clients take part in.
 */
export async function partnerWebinarRoutes(app: ZodApp, ports: PartnerWebinarPorts = {}) {
  const service = createPartnerWebinarsService(app.ctx, ports);
  const events = createProviderEventsService(app.ctx);
  const tags = ["partner-webinars"];
  // Every host runs its own sessions; another institution's session is not found (404).
  const preHandler = [app.requireAuth, app.requireInstituteType("University", "ApplicationClient", "School")];
  // A school takes part in no provider event (spec 1 §6: the partner events catalogue is not in its list).
  const providerEvents = [app.requireAuth, app.requireInstituteType("University", "ApplicationClient")];

  app.get(
    "/partner_webinars",
    {
      preHandler,
      schema: {
        summary: "The institution's webinar sessions, filtered and paged",
        tags,
        querystring: PartnerWebinarsQuerySchema,
        response: { 200: PartnerWebinarsResponseSchema },
      },
    },
    async (request) => service.list(authOf(request).user, request.query),
  );
  app.post(
    "/partner_webinars",
    {
      preHandler,
      schema: {
        summary: "Create a webinar session",
        tags,
        body: WebinarInputSchema,
        response: { 201: PartnerWebinarDetailResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(authOf(request).user, request.body)),
  );
  app.get(
    "/webinar_form_options",
    {
      preHandler,
      schema: {
        summary: "What the session form offers: categories and the events the institution takes part in",
        tags,
        response: { 200: WebinarFormOptionsResponseSchema },
      },
    },
    async (request) => service.formOptions(authOf(request).user),
  );
  app.get(
    "/partner_webinars/:id",
    {
      preHandler,
      schema: {
        summary: "A webinar session with its registrant counts",
        errors: [404],
        tags,
        params: IdParamSchema,
        response: { 200: PartnerWebinarDetailResponseSchema },
      },
    },
    async (request) => service.get(authOf(request).user, request.params.id),
  );
  app.put(
    "/partner_webinars/:id",
    {
      preHandler,
      schema: {
        summary: "Edit a webinar session",
        errors: [404, 409],
        tags,
        params: IdParamSchema,
        body: WebinarInputSchema,
        response: { 200: PartnerWebinarDetailResponseSchema },
      },
    },
    async (request) => service.update(authOf(request).user, request.params.id, request.body),
  );
  app.put(
    "/partner_webinars/:id/cancel",
    {
      preHandler,
      schema: {
        summary: "Cancel a webinar session; its registrants are told by mail",
        errors: [404, 409],
        tags,
        params: IdParamSchema,
        body: CancelWebinarInputSchema,
        response: { 200: PartnerWebinarDetailResponseSchema },
      },
    },
    async (request) => service.cancel(authOf(request).user, request.params.id, request.body.reason),
  );
  app.get(
    "/partner_webinars/:id/registrants",
    {
      config: { readOnly: true },
      preHandler,
      schema: {
        summary: "A session's registrants with their attendance, paged, or as CSV with download=true",
        errors: [404],
        tags,
        params: IdParamSchema,
        querystring: RegistrantsQuerySchema,
        response: { 200: z.union([RegistrantsResponseSchema, CsvUrlResponseSchema]) },
      },
    },
    async (request) => {
      const me = authOf(request).user;
      return request.query.download
        ? service.downloadRegistrants(me, request.params.id, request.query)
        : service.registrants(me, request.params.id, request.query);
    },
  );

  app.get(
    "/provider_events",
    {
      preHandler: providerEvents,
      schema: {
        summary: "The provider's events, with the institution's part in each",
        tags,
        querystring: ProviderEventsQuerySchema,
        response: { 200: ProviderEventsResponseSchema },
      },
    },
    async (request) => events.list(authOf(request).user, request.query),
  );
  app.post(
    "/provider_events/:id/participate",
    {
      preHandler: providerEvents,
      schema: {
        summary: "Take part in a provider's event",
        errors: [404, 409],
        tags,
        params: IdParamSchema,
        response: { 200: ProviderEventResponseSchema },
      },
    },
    async (request) => events.participate(authOf(request).user, request.params.id),
  );
  app.delete(
    "/provider_events/:id/participate",
    {
      preHandler: providerEvents,
      schema: {
        summary: "Withdraw from a provider's event; the institution's sessions leave it",
        errors: [404],
        tags,
        params: IdParamSchema,
        response: { 200: ProviderEventResponseSchema },
      },
    },
    async (request) => events.withdraw(authOf(request).user, request.params.id),
  );
}
