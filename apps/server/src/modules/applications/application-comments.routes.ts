import { CommentInputSchema, CommentResponseSchema, CommentsResponseSchema } from "@quad/contract/api/applications";
import { IdParamSchema } from "@quad/contract/api/common";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createApplicationComments } from "./application-comments.service.ts";
import { APPLICATION_TAGS } from "./applications.routes.ts";

/** GET and POST student_applications/{id}/comments (paths ours, decision 052). */
export async function applicationCommentRoutes(app: ZodApp) {
  const service = createApplicationComments(app.ctx);
  const tags = APPLICATION_TAGS;
  const preHandler = [app.requireAuth, app.requireInstituteType("University", "ApplicationClient", "School")];
  app.get(
    "/student_applications/:id/comments",
    {
      preHandler,
      schema: {
        summary: "The reviewers' comments on an application, oldest first (never shown to the applicant)",
        tags,
        params: IdParamSchema,
        response: { 200: CommentsResponseSchema },
      },
    },
    async (request) => service.list(authOf(request).user, request.params.id),
  );
  app.post(
    "/student_applications/:id/comments",
    {
      preHandler,
      schema: {
        summary: "Comment on an application for the other reviewers of your institution",
        tags,
        params: IdParamSchema,
        body: CommentInputSchema,
        response: { 201: CommentResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.add(authOf(request).user, request.params.id, request.body.body)),
  );
}
