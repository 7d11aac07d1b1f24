import { SessionResponseSchema } from "@quad/contract/api/auth";
import { IdParamSchema } from "@quad/contract/api/common";
import {
  CreateSsoSessionInputSchema,
  FinishSsoQuerySchema,
  SsoRedirectResponseSchema,
  SsoSettingsResponseSchema,
  UpdateSsoSettingsInputSchema,
} from "@quad/contract/api/sso";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createSsoSettingsService } from "./sso-settings.service.ts";
import { createSsoSignInService, SSO_ATTEMPT_MINUTES } from "./sso-sign-in.service.ts";

/** The cookie binding a sign-in to the browser that started it (decision 096). */
const COOKIE = "quad_sso";
const COOKIE_PATH = "/api/v1/partners/sessions";

function browserCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === COOKIE) return value.join("=") || null;
  }
  return null;
}

function setBrowserCookie(reply: FastifyReply, value: string, secure: boolean, maxAgeSeconds: number) {
  reply.header(
    "set-cookie",
    `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}

/**
 * Single sign-on (spec 1 §7 "Sign-in and session"; issue 25 §3; decisions 096–098): the sign-in calls
 * (`sessions/create_sso` starts at the institution's provider, `sessions/create_quad_sso` finishes with
 * its answer) and the institution's settings under `institutes/{id}/sso` (team admins).
 */
export async function ssoRoutes(app: ZodApp) {
  const signIn = createSsoSignInService(app.ctx);
  const settings = createSsoSettingsService(app.ctx);
  const secure = app.ctx.config.appUrl.startsWith("https:");
  const tags = ["auth"];
  const admin = [app.requireAuth, app.requireAdmin];

  app.post(
    "/sessions/create_sso",
    {
      schema: {
        summary: "Start single sign-on: the provider address of the institution of this email's domain",
        errors: [401, 404],
        tags,
        body: CreateSsoSessionInputSchema,
        response: { 200: SsoRedirectResponseSchema },
      },
    },
    async (request, reply) => {
      const { ssoUrl, browser } = await signIn.start(request.body, request.log);
      setBrowserCookie(reply, browser, secure, SSO_ATTEMPT_MINUTES * 60);
      return { ssoUrl };
    },
  );

  app.get(
    "/sessions/create_quad_sso",
    {
      schema: {
        summary: "Finish single sign-on with the provider's answer (code, state, issuer)",
        errors: [401, 403, 429],
        tags,
        querystring: FinishSsoQuerySchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const browser = browserCookie(request);
      // The attempt is used once, whatever the outcome: the cookie has done its work.
      setBrowserCookie(reply, "", secure, 0);
      const data = await signIn.finish(
        {
          ...request.query,
          browser,
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        },
        request.log,
      );
      return { data };
    },
  );

  app.get(
    "/institutes/:id/sso",
    {
      preHandler: admin,
      schema: {
        summary: "The institution's single sign-on: provider, client id and email domains (never the secret)",
        errors: [404],
        tags: ["sso"],
        params: IdParamSchema,
        response: { 200: SsoSettingsResponseSchema },
      },
    },
    async (request) => settings.get(authOf(request).user, request.params.id),
  );

  app.put(
    "/institutes/:id/sso",
    {
      preHandler: admin,
      schema: {
        summary: "Set the institution's single sign-on; an empty client_secret keeps the saved one",
        errors: [404],
        tags: ["sso"],
        params: IdParamSchema,
        body: UpdateSsoSettingsInputSchema,
        response: { 200: SsoSettingsResponseSchema },
      },
    },
    async (request) => settings.update(authOf(request).user, request.params.id, request.body.sso),
  );
}
