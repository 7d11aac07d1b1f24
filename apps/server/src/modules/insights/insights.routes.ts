import {
  InsightFiltersSchema,
  ReportParamsSchema,
  ReportResponseSchema,
  ReportsResponseSchema,
  SisenseDashboardsSchema,
  SisenseSigninQuerySchema,
  SisenseSigninSchema,
} from "@quad/contract/api/insights";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodApp } from "../../app-context.ts";
import { bearerToken } from "../../lib/bearer.ts";
import { ForbiddenError, UnauthorizedError } from "../../lib/errors.ts";
import { authOf } from "../../plugins/auth.ts";
import { describeGuard } from "../../plugins/openapi-operation.ts";
import { requireTier, tierOf } from "../plans/plans.gate.ts";
import { createPlansService } from "../plans/plans.service.ts";
import { createInsightsService } from "./insights.service.ts";

type WithReader = FastifyRequest & { insightsReader?: number };

/**
 * Analytics dashboards (spec 1 §7, issue 26 §2, decisions 107–109): Quad's own market-insight reports for a
 * University or an ApplicationClient, behind the insights plan; a school is refused.
 */
export async function insightsRoutes(app: ZodApp) {
  const service = createInsightsService(app.ctx);
  const plans = createPlansService(app.ctx);
  const tags = ["insights"];
  const types = app.requireInstituteType("University", "ApplicationClient");
  const signedIn = [app.requireAuth, types];

  /**
   * reports/{dashboard_id} opens to a signed-in user, or to the Bearer token of GET sisense/signin (one institution,
   * one report, five minutes): the app's fetch of the signed address.
   */
  const reportReader = describeGuard(
    async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request.headers.authorization);
      if (token) {
        const raw = (request.params as { dashboard_id?: unknown }).dashboard_id;
        const id = Number(raw);
        if (!Number.isInteger(id)) throw new UnauthorizedError(MESSAGES.unauthorized);
        (request as WithReader).insightsReader = await service.grantOf(token, id);
        return;
      }
      if (request.headers.authorization !== undefined) throw new UnauthorizedError(MESSAGES.unauthorized);
      await app.requireAuth(request, reply);
      await types(request, reply);
      (request as WithReader).insightsReader = authOf(request).user.partner_id;
    },
    {
      status: 401,
      access:
        "For University and ApplicationClient institutions on the insights plan: a signed-in user (authentication_token header), or the report token of sisense/signin (Authorization: Bearer).",
    },
  );

  app.get(
    "/reports",
    {
      preHandler: signedIn,
      schema: {
        summary:
          "Quad's market-insight reports: each with the plan it needs, whether the institution's plan opens it, and a platform-wide sample figure (also on no_access)",
        tags,
        response: { 200: ReportsResponseSchema },
      },
    },
    async (request) => {
      const plan = await plans.planOf(authOf(request).user.partner_id);
      return service.list(plan.insights);
    },
  );

  app.get(
    "/reports/:dashboard_id",
    {
      preHandler: [reportReader],
      schema: {
        summary:
          "One report's widgets under the filters: every figure counts at least the minimum group size after the filters (smaller groups merged into Other or withheld)",
        tags,
        errors: [403, 404, 422],
        params: ReportParamsSchema,
        querystring: InsightFiltersSchema,
        response: { 200: ReportResponseSchema },
      },
    },
    async (request) => {
      const partnerId = (request as WithReader).insightsReader;
      if (partnerId === undefined) throw new ForbiddenError(MESSAGES.forbidden);
      const tier = await plans.require(partnerId, "insights", "free");
      return service.report(partnerId, tier === "paid" ? "paid" : "free", request.params.dashboard_id, request.query);
    },
  );

  app.get(
    "/sisense/dashboards",
    {
      preHandler: [...signedIn, requireTier(plans, "insights", "free")],
      schema: {
        summary: "The reports the institution's plan opens, with the address each is read at",
        tags,
        errors: [403],
        response: { 200: SisenseDashboardsSchema },
      },
    },
    async (request) => service.dashboards(tierOf(request, "insights")),
  );

  app.get(
    "/sisense/signin",
    {
      preHandler: [...signedIn, requireTier(plans, "insights", "free")],
      schema: {
        summary:
          "A signed address of one report for five minutes: Quad's own (fetch it with Authorization: Bearer <token>) or, when configured, an external BI tool's signed embed address",
        tags,
        errors: [403, 404, 422],
        querystring: SisenseSigninQuerySchema,
        response: { 200: SisenseSigninSchema },
      },
    },
    async (request) => {
      const { dashboard_id, ...filters } = request.query;
      return service.signin(authOf(request).user.partner_id, tierOf(request, "insights"), dashboard_id, filters);
    },
  );
}
