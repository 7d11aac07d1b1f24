import { CommentInputSchema, CommentResponseSchema, CommentsResponseSchema } from "@quad/contract/api/applications";
import { IdParamSchema } from "@quad/contract/api/common";
import { and, asc, eq } from "drizzle-orm";
import type { AppContext, ZodApp } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { authOf } from "../../plugins/auth.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { users } from "../users/users.table.ts";
import { APPLICATION_TAGS } from "./applications.routes.ts";
import { studentApplications as a, studentApplicationComments as comments } from "./applications.table.ts";

/** Comments between reviewers of the same institution on an application (issue 13 §3); never shown to the applicant. */
export function createApplicationComments(ctx: Pick<AppContext, "db" | "now">) {
  const { db, now } = ctx;
  const columns = {
    id: comments.id,
    body: comments.body,
    created_at: comments.created_at,
    author_id: users.id,
    author_first_name: users.first_name,
    author_last_name: users.last_name,
  };
  const view = (r: {
    id: number;
    body: string;
    created_at: Date;
    author_id: number;
    author_first_name: string;
    author_last_name: string;
  }) => ({
    id: r.id,
    body: r.body,
    author: { id: r.author_id, name: `${r.author_first_name} ${r.author_last_name}`.trim() },
    created_at: r.created_at.toISOString(),
  });

  async function own(me: UserWithPartner, id: number) {
    const [row] = await db
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.id, id), eq(a.partner_id, me.partner_id)));
    if (!row) throw new NotFoundError(`Application ${id} not found`);
  }

  return {
    /** Oldest first, as a conversation reads. */
    async list(me: UserWithPartner, applicationId: number) {
      await own(me, applicationId);
      const rows = await db
        .select(columns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.user_id))
        .where(and(eq(comments.application_id, applicationId), eq(comments.partner_id, me.partner_id)))
        .orderBy(asc(comments.created_at), asc(comments.id));
      return { comments: rows.map(view) };
    },

    async add(me: UserWithPartner, applicationId: number, body: string) {
      await own(me, applicationId);
      const [made] = await db
        .insert(comments)
        .values({ application_id: applicationId, partner_id: me.partner_id, user_id: me.id, body, created_at: now() })
        .returning({ id: comments.id });
      const [row] = await db
        .select(columns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.user_id))
        .where(eq(comments.id, made?.id ?? 0));
      if (!row) throw new Error("comment not read back");
      return { comment: view(row) };
    },
  };
}

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
