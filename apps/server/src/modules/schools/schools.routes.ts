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
  const preHandler = app.requireAuth;

  app.post(
    "/universities/:id/schools_list",
    {
      config: { readOnly: true },
      preHandler,
      schema: {
        summary: "The schools directory with booking state and ratings",
        tags,
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
      schema: {
        summary: "A school's profile, visits and ratings",
        tags,
        params: IdParamSchema,
        response: { 200: SchoolDetailInfoResponseSchema },
      },
    },
    async (request) => service.detailInfo(authOf(request).user, request.params.id),
  );
  app.get(
    "/events/pending_feedbacks",
    {
      preHandler: [preHandler, app.requireInstituteType("University")],
      schema: {
        summary: "Past visits waiting for a rating",
        tags,
        response: { 200: PendingFeedbacksSchema },
      },
    },
    async (request) => service.pendingFeedbacks(authOf(request).user.partner_id),
  );
  app.post(
    "/events/:id/create_feedback",
    {
      preHandler,
      schema: {
        summary: "Rate a past visit",
        errors: [409],
        tags,
        params: IdParamSchema,
        description: "A rating from 1 to 5 and an optional comment, for a past confirmed visit (once).",
        form: CreateFeedbackInputSchema,
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
        summary: "A school's ratings, a page at a time",
        tags,
        params: IdParamSchema,
        querystring: FeedbacksQuerySchema,
        response: { 200: FeedbacksResponseSchema },
      },
    },
    async (request) => service.feedbacks(authOf(request).user, request.params.id, request.query),
  );
}
