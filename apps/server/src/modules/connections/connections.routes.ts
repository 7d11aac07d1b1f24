import { IdParamSchema } from "@quad/contract/api/common";
import {
  BulkUpdateConnectionsInputSchema,
  DisconnectInputSchema,
  GuardianConsentInputSchema,
  HiddenCountsQuerySchema,
  HiddenCountsResponseSchema,
  UpdateConnectionInputSchema,
  UpdatedCountResponseSchema,
  UpdateListingBadgeInputSchema,
} from "@quad/contract/api/connection-changes";
import {
  ConnectionDetailResponseSchema,
  CreateActivityInputSchema,
  EngagementResponseSchema,
  EngagementsQuerySchema,
  EngagementsResponseSchema,
} from "@quad/contract/api/connection-detail";
import {
  CONNECTION_LOOKUPS,
  type ConnectionLookup,
  ConnectionsQuerySchema,
  ConnectionsResponseSchema,
  FilterOptionsQuerySchema,
  FilterOptionsResponseSchema,
  foldArrayParams,
} from "@quad/contract/api/connections";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { sendAnswer } from "../list-versions/list-versions.ts";
import { createConnectionsService } from "./connections.service.ts";

const LOOKUP_SUMMARIES: Record<ConnectionLookup, string> = {
  country: "Countries of the institution's connections",
  engagement_type_filters: "Activity kinds the institution's connections have",
  recommended_steps_filters: "Next steps set on the institution's connections",
  lead_categories_filters: "The institution's lead categories, with their connections",
  assigned_regions: "Regions the institution's connections live in",
  citizenships: "Citizenships of the institution's connections",
  webinar_category: "Webinar categories the institution's connections took part in",
  source_type: "How the institution's connections first came",
  activity_type: "Activity types (the spec's labels) of the institution's connections",
  status: "Profile statuses of the institution's connections",
  school_state: "School states of the institution's connections",
  school_name: "Schools of the institution's connections (search_text narrows)",
  school_city: "School cities of the institution's connections (search_text narrows)",
  courses_interest: "Course interests of the institution's connections",
  academic_interest: "Academic interests of the institution's connections",
  event_titles: "Titles of webinars the institution's connections took part in",
  graduation_years: "Graduation years of the institution's connections",
};

/** `key[]=` query parameters are the same list as repeated `key=` ones. */
async function foldQuery(request: FastifyRequest) {
  request.query = foldArrayParams(request.query);
}

/** A University's or ApplicationClient's connections (spec 2 §7; issue 11 §2). */
export async function connectionRoutes(app: ZodApp) {
  const service = createConnectionsService(app.ctx);
  const tags = ["connections"];
  const preHandler = [app.requireAuth, app.requireInstituteType("University", "ApplicationClient")];

  app.get(
    "/connections",
    {
      preHandler,
      preValidation: foldQuery,
      schema: {
        summary:
          "One tab of the institution's connections, filtered (AND across filters, OR within one), searched, sorted and paged, with the rows per tab",
        tags,
        querystring: ConnectionsQuerySchema,
        response: { 200: ConnectionsResponseSchema },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await service.list(authOf(request).user, request.query)),
  );

  for (const lookup of CONNECTION_LOOKUPS) {
    app.get(
      `/connections/${lookup}`,
      {
        preHandler,
        schema: {
          summary: LOOKUP_SUMMARIES[lookup],
          tags,
          querystring: FilterOptionsQuerySchema,
          response: { 200: FilterOptionsResponseSchema },
        },
      },
      async (request, reply) =>
        sendAnswer(request, reply, await service.options(authOf(request).user, lookup, request.query)),
    );
  }

  app.get(
    "/connections/hidden_counts",
    {
      preHandler,
      schema: {
        summary: "How many connections the institution has not seen since they came or changed (decision 042)",
        tags,
        querystring: HiddenCountsQuerySchema,
        response: { 200: HiddenCountsResponseSchema },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await service.hiddenCounts(authOf(request).user, request.query.user_type)),
  );
  app.put(
    "/connections/update_listing_badge",
    {
      preHandler,
      schema: {
        summary: "The rows seen: their New and Updated badges clear",
        tags,
        body: UpdateListingBadgeInputSchema,
        response: { 200: UpdatedCountResponseSchema },
      },
    },
    async (request) => service.markViewed(authOf(request).user, request.body.ids),
  );
  app.put(
    "/connections/bulk_update",
    {
      preHandler,
      schema: {
        summary: "Set the list state, lead category or next step of many connections (list-state history kept)",
        errors: [422],
        tags,
        body: BulkUpdateConnectionsInputSchema,
        response: { 200: UpdatedCountResponseSchema },
      },
    },
    async (request) => service.bulkUpdate(authOf(request).user, request.body),
  );

  app.get(
    "/connections/:id",
    {
      preHandler,
      schema: {
        summary: "A connection: profile, academics, contact, engagement, school, source and list-state history",
        errors: [404],
        tags,
        params: IdParamSchema,
        response: { 200: ConnectionDetailResponseSchema },
      },
    },
    async (request) => service.detail(authOf(request).user, request.params.id),
  );
  app.put(
    "/connections/:id",
    {
      preHandler,
      schema: {
        summary: "Set a connection's list state (history kept), lead category or next step",
        errors: [404, 422],
        tags,
        params: IdParamSchema,
        body: UpdateConnectionInputSchema,
        response: { 200: ConnectionDetailResponseSchema },
      },
    },
    async (request) => service.update(authOf(request).user, request.params.id, request.body),
  );
  app.get(
    "/connections/:id/engagements",
    {
      preHandler,
      schema: {
        summary: "A connection's engagement history, newest first, paged",
        errors: [404],
        tags,
        params: IdParamSchema,
        querystring: EngagementsQuerySchema,
        response: { 200: EngagementsResponseSchema },
      },
    },
    async (request) => service.engagements(authOf(request).user, request.params.id, request.query.page_no),
  );
  app.post(
    "/connections/:id/activities",
    {
      preHandler,
      schema: {
        summary: "Log a note, call, meeting or email with a connection",
        errors: [404],
        tags,
        params: IdParamSchema,
        body: CreateActivityInputSchema,
        response: { 201: EngagementResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addActivity(authOf(request).user, request.params.id, request.body)),
  );
  app.put(
    "/connections/:id/guardian_consent",
    {
      preHandler,
      schema: {
        summary: "Record a guardian's consent (who gave it, how): a minor's contact details show (decision 043)",
        errors: [404],
        tags,
        params: IdParamSchema,
        body: GuardianConsentInputSchema,
        response: { 200: ConnectionDetailResponseSchema },
      },
    },
    async (request) => service.recordConsent(authOf(request).user, request.params.id, request.body),
  );
  app.put(
    "/connections/:id/disconnect",
    {
      preHandler,
      schema: {
        summary: "The person withdrew consent: the connection leaves every list, count, look-up and export",
        errors: [404],
        tags,
        params: IdParamSchema,
        body: DisconnectInputSchema,
        response: { 204: z.null().describe("Disconnected") },
      },
    },
    async (request, reply) => {
      await service.disconnect(authOf(request).user, request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );
}
