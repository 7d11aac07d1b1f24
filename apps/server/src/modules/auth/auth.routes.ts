import {
  CreateSessionInputSchema,
  ForgotPasswordInputSchema,
  ResetPasswordInputSchema,
  SessionResponseSchema,
} from "@quad/contract/api/auth";
import { CreateGoogleSessionInputSchema } from "@quad/contract/api/auth-extras";
import { MessageSchema } from "@quad/contract/api/common";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createAuthService } from "./auth.service.ts";

export async function authRoutes(app: ZodApp) {
  const service = createAuthService(app.ctx);
  const tags = ["auth"];

  app.post(
    "/sessions",
    {
      schema: {
        summary: "Sign in with email and password",
        errors: [401, 403, 404, 429],
        tags,
        body: CreateSessionInputSchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => ({
      data: await service.signIn({
        ...request.body,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      }),
    }),
  );

  app.post(
    "/sessions/create_google_oauth",
    {
      schema: {
        summary: "Sign in with a Google authorisation code",
        errors: [401, 403, 404, 429],
        tags,
        body: CreateGoogleSessionInputSchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => ({
      data: await service.signInWithGoogle({
        code: request.body.code,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      }),
    }),
  );

  app.delete(
    "/sessions",
    {
      preHandler: app.requireAuth,
      schema: { summary: "Sign out (ends this session)", tags, response: { 200: MessageSchema } },
    },
    async (request) => {
      await service.signOut(authOf(request).sessionId);
      return { message: "Signed out" };
    },
  );

  app.post(
    "/passwords/forgot_password",
    {
      config: { throttle: "mail" },
      schema: {
        summary: "Mail a password reset link",
        tags,
        body: ForgotPasswordInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => service.forgotPassword(request.body.email),
  );

  app.put(
    "/passwords/reset_password",
    {
      schema: {
        summary: "Set a new password with a reset token",
        tags,
        body: ResetPasswordInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => service.resetPassword(request.body),
  );
}
