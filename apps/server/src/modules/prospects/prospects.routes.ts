import { foldArrayParams } from "@quad/contract/api/connections";
import {
  ProspectConnectInputSchema,
  ProspectConnectResponseSchema,
  ProspectEngagementEventsResponseSchema,
  ProspectInsightsQuerySchema,
  ProspectInsightsResponseSchema,
  ProspectInvitationInputSchema,
  ProspectInvitationResponseSchema,
  ProspectSearchInputSchema,
  ProspectSearchResponseSchema,
  ProspectSummaryResponseSchema,
  ProspectUsageResponseSchema,
} from "@quad/contract/api/prospects";
import type { FastifyRequest } from "fastify";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { requireTier, tierOf } from "../plans/plans.gate.ts";
import { createPlansService } from "../plans/plans.service.ts";
import { createProspectEngage } from "./prospect-engage.service.ts";
import { createProspectsService } from "./prospects.service.ts";
import { createProspectInsights } from "./prospects-insights.service.ts";

async function foldQuery(request: FastifyRequest) {
  request.query = foldArrayParams(request.query);
}

/** Prospect and engage (issue 26 §3, decisions 110–112): a University's calls, gated by its plan. */
export async function prospectRoutes(app: ZodApp) {
  const plans = createPlansService(app.ctx);
  const service = createProspectsService(app.ctx);
  const insights = createProspectInsights(app.ctx);
  const engage = createProspectEngage(app.ctx);
  const tags = ["prospects"];
  const university = [app.requireAuth, app.requireInstituteType("University")];
  const free = [...university, requireTier(plans, "prospect_engage", "free")];
  const paid = [...university, requireTier(plans, "prospect_engage", "paid")];
  const area = "prospect_engage" as const;

  app.post(
    "/prospects/search",
    {
      preHandler: free,
      schema: {
        summary: "Search the students who chose to be discoverable (free: the total and the first page without names)",
        description:
          "Filters as the connections' (AND across, OR within), sort and page. Rows never carry contact details; each says whether the University is already connected. The total is exact up to 10,000 (total_is_exact). A free plan's page 2 and later answer 403.",
        errors: [403],
        tags,
        body: ProspectSearchInputSchema,
        response: { 200: ProspectSearchResponseSchema },
      },
    },
    async (request) => service.search(authOf(request).user, request.body, tierOf(request, area)),
  );

  app.post(
    "/prospects/connect",
    {
      preHandler: free,
      schema: {
        summary: "Connect discoverable prospects: each becomes a connection with the source prospect",
        description:
          "Within the month's limit of the plan (PROSPECT_CONNECT_LIMITS): over it nothing is made and a 422 says how many are left. Already connected prospects are skipped and not counted; those no longer discoverable are refused. A minor's contact details stay hidden (decision 043).",
        tags,
        body: ProspectConnectInputSchema,
        response: { 200: ProspectConnectResponseSchema },
      },
    },
    async (request) => service.connect(authOf(request).user, request.body.prospect_ids, tierOf(request, area)),
  );

  app.get(
    "/prospects/usage",
    {
      preHandler: free,
      schema: {
        summary: "Prospects connected this calendar month against the plan's limit",
        tags,
        response: { 200: ProspectUsageResponseSchema },
      },
    },
    async (request) => service.usage(authOf(request).user.partner_id, tierOf(request, area)),
  );

  app.get(
    "/prospects/insights",
    {
      preHandler: free,
      preValidation: foldQuery,
      schema: {
        summary: "How the discoverable audience is made up, beside the University's own connections",
        description:
          "Countries, graduation years, academic interests and user types; every group at least MIN_GROUP_SIZE (smaller ones merged into other). Filters need the paid plan (403 on free).",
        errors: [403],
        tags,
        querystring: ProspectInsightsQuerySchema,
        response: { 200: ProspectInsightsResponseSchema },
      },
    },
    async (request) => insights.insights(authOf(request).user.partner_id, request.query, tierOf(request, area)),
  );

  app.get(
    "/prospects/summary",
    {
      preHandler: university,
      schema: {
        summary: "The platform's discoverable audience in round figures, for the plan offer (any plan)",
        tags,
        response: { 200: ProspectSummaryResponseSchema },
      },
    },
    async () => service.summary(),
  );

  app.get(
    "/prospects/engagement_events",
    {
      preHandler: free,
      schema: {
        summary: "The provider's upcoming events and the University's own upcoming sessions to invite prospects to",
        tags,
        response: { 200: ProspectEngagementEventsResponseSchema },
      },
    },
    async (request) => engage.engagementEvents(authOf(request).user.partner_id, tierOf(request, area)),
  );

  app.post(
    "/prospects/invitations",
    {
      preHandler: paid,
      schema: {
        summary: "Invite the discoverable prospects matching the filters to one of the University's sessions (paid)",
        description:
          "Each prospect is invited once per session and mailed in their language by a job; the answer says how many are newly invited. Another institution's session, a past or unpublished one answers 404.",
        errors: [403, 404],
        tags,
        body: ProspectInvitationInputSchema,
        response: { 200: ProspectInvitationResponseSchema },
      },
    },
    async (request) => engage.invite(authOf(request).user, request.body),
  );
}
