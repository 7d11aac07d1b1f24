import { SessionResponseSchema, UserDetailResponseSchema, UserPartnerResponseSchema } from "@quad/contract/api/auth";
import { IdParamSchema } from "@quad/contract/api/common";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createUsersService } from "./users.service.ts";

export async function userRoutes(app: ZodApp) {
  const service = createUsersService(app.ctx);
  const tags = ["users"];
  const secured = { preHandler: app.requireAuth, security: [{ authentication_token: [] }] };

  app.get(
    "/users/:id/check_session",
    { preHandler: app.requireAuth, schema: { tags, params: IdParamSchema, response: { 200: SessionResponseSchema } } },
    async (request) => ({ data: service.checkSession(authOf(request).user, request.params.id) }),
  );

  app.get(
    "/users/user_partner",
    { preHandler: secured.preHandler, schema: { tags, response: { 200: UserPartnerResponseSchema } } },
    async (request) => service.userPartner(authOf(request).user),
  );

  app.get(
    "/users/:id",
    {
      preHandler: secured.preHandler,
      schema: { tags, params: IdParamSchema, response: { 200: UserDetailResponseSchema } },
    },
    async (request) => ({ user: await service.getUser(authOf(request).user, request.params.id) }),
  );
}
