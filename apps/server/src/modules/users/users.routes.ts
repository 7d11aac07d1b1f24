import { SessionResponseSchema, UserDetailResponseSchema, UserPartnerResponseSchema } from "@quad/contract/api/auth";
import { IdParamSchema } from "@quad/contract/api/common";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { sendJsonText } from "../list-versions/list-versions.ts";
import type { UserWithPartner } from "./users.repository.ts";
import { createUsersService } from "./users.service.ts";

export async function userRoutes(app: ZodApp) {
  const service = createUsersService(app.ctx);
  // The session answer as checked JSON text, once per user object: the auth plugin keeps one per session
  // while nothing about the user changed, so the polling of check_session costs no serialisation.
  const sessionJson = new WeakMap<UserWithPartner, string>();
  const sessionAnswer = (user: UserWithPartner, id: number) => {
    const known = id === user.id ? sessionJson.get(user) : undefined;
    if (known !== undefined) return known;
    // checkSession refuses another user's id.
    const json = JSON.stringify(SessionResponseSchema.parse({ data: service.checkSession(user, id) }));
    sessionJson.set(user, json);
    return json;
  };
  const tags = ["users"];
  const secured = { preHandler: app.requireAuth };

  app.get(
    "/users/:id/check_session",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Check the session and read the signed-in user",
        tags,
        params: IdParamSchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      return sendJsonText(reply, sessionAnswer(user, request.params.id));
    },
  );

  app.get(
    "/users/user_partner",
    {
      preHandler: secured.preHandler,
      schema: {
        summary: "The signed-in user and their institution",
        tags,
        response: { 200: UserPartnerResponseSchema },
      },
    },
    async (request) => service.userPartner(authOf(request).user),
  );

  app.get(
    "/users/:id",
    {
      preHandler: secured.preHandler,
      schema: {
        summary: "The signed-in user's profile",
        tags,
        params: IdParamSchema,
        response: { 200: UserDetailResponseSchema },
      },
    },
    async (request) => ({ user: await service.getUser(authOf(request).user, request.params.id) }),
  );
}
