import { IdParamSchema } from "@quad/contract/api/common";
import {
  CreateFeedbackInputSchema,
  FeedbackResponseSchema,
  FeedbacksQuerySchema,
  FeedbacksResponseSchema,
  PendingFeedbacksSchema,
  SchoolDetailInfoResponseSchema,
  SchoolsListInputSchema,
  SchoolsListResponseSchema,
} from "@quad/contract/api/schools";
import type { ZodApp } from "../../app-context.ts";
import { readForm } from "../../lib/form.ts";
import { parseOr422 } from "../../lib/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { sendAnswer } from "../list-versions/list-versions.ts";
import { createSchoolsService } from "./schools.service.ts";

/** The schools directory for universities, visit feedback and ratings (spec 2 §7 Schools). */
export async function schoolRoutes(app: ZodApp) {
  const service = createSchoolsService(app.ctx);
  const tags = ["schools"];
  const security = [{ authentication_token: [] }];
  const preHandler = app.requireAuth;

  app.post(
    "/universities/:id/schools_list",
    {
      config: { readOnly: true },
      preHandler,
      schema: {
        tags,
        security,
        params: IdParamSchema,
        body: SchoolsListInputSchema,
        response: { 200: SchoolsListResponseSchema },
      },
    },
    async (request, reply) => {
      const json = await service.list(authOf(request).user, request.params.id, request.body);
      return sendAnswer(request, reply, json);
    },
  );
  app.get(
    "/schools/:id/detail_info",
    {
      preHandler,
      schema: { tags, security, params: IdParamSchema, response: { 200: SchoolDetailInfoResponseSchema } },
    },
    async (request) => service.detailInfo(authOf(request).user, request.params.id),
  );
  app.get(
    "/events/pending_feedbacks",
    {
      preHandler: [preHandler, app.requireInstituteType("University")],
      schema: { tags, security, response: { 200: PendingFeedbacksSchema } },
    },
    async (request) => service.pendingFeedbacks(authOf(request).user.partner_id),
  );
  app.post(
    "/events/:id/create_feedback",
    {
      preHandler,
      schema: {
        tags,
        security,
        params: IdParamSchema,
        consumes: ["multipart/form-data", "application/json"],
        description: "rating (1-5), comment",
        response: { 201: FeedbackResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields } = await readForm(request);
      const input = parseOr422(CreateFeedbackInputSchema, fields);
      return reply.code(201).send(await service.createFeedback(authOf(request).user, request.params.id, input));
    },
  );
  app.get(
    "/schools/:id/feedbacks",
    {
      preHandler,
      schema: {
        tags,
        security,
        params: IdParamSchema,
        querystring: FeedbacksQuerySchema,
        response: { 200: FeedbacksResponseSchema },
      },
    },
    async (request) => service.feedbacks(authOf(request).user, request.params.id, request.query),
  );
}
