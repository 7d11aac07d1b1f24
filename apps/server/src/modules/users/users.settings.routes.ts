import { UserDetailResponseSchema } from "@quad/contract/api/auth";
import { IdParamSchema, MessageSchema } from "@quad/contract/api/common";
import {
  ContactRequestInputSchema,
  EmailPreferencesResponseSchema,
  SetEmailPreferenceInputSchema,
  TimezoneInputSchema,
  TimezoneResponseSchema,
  UpdatePasswordInputSchema,
  UpdateProfileInputSchema,
  UpdateUserConfigurationInputSchema,
  UserConfigurationResponseSchema,
} from "@quad/contract/api/users";
import type { ZodApp } from "../../app-context.ts";
import { readForm } from "../../lib/form.ts";
import { parseOr422 } from "../../lib/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { createUsersService } from "./users.service.ts";
import { assertSelf, createUserSettingsService } from "./users.settings.service.ts";

/** The signed-in user's own profile and settings (spec 1 §7 Users). */
export async function userSettingsRoutes(app: ZodApp) {
  const service = createUserSettingsService(app.ctx);
  const users = createUsersService(app.ctx);
  const tags = ["users"];
  const preHandler = app.requireAuth;
  const security = [{ authentication_token: [] }];

  app.put(
    "/users/:id/update_password",
    {
      preHandler,
      schema: {
        tags,
        security,
        params: IdParamSchema,
        body: UpdatePasswordInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      assertSelf(user, request.params.id);
      return service.updatePassword(user, sessionId, request.body);
    },
  );

  app.put(
    "/users/:id",
    {
      preHandler,
      schema: {
        tags,
        security,
        params: IdParamSchema,
        consumes: ["multipart/form-data", "application/json"],
        description:
          "Profile: first_name, last_name, phone_country_code, phone, designation, biography, gender; file profile_photo (jpeg/png, 5 MB).",
        response: { 200: UserDetailResponseSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      const { fields, files } = await readForm(request);
      const input = parseOr422(UpdateProfileInputSchema, fields);
      await service.updateProfile(user, input, files);
      return { user: await users.getUser(user, user.id) };
    },
  );

  app.put(
    "/users/:id/update_timezone",
    {
      preHandler,
      schema: {
        tags,
        security,
        params: IdParamSchema,
        body: TimezoneInputSchema,
        response: { 200: TimezoneResponseSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      return service.updateTimezone(user, request.body.timezone);
    },
  );

  app.get(
    "/users/:id/partner_timezone",
    { preHandler, schema: { tags, security, params: IdParamSchema, response: { 200: TimezoneResponseSchema } } },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      return service.partnerTimezone(user);
    },
  );

  app.put(
    "/timezones/set_timezone",
    {
      preHandler: [preHandler, app.requireAdmin],
      schema: { tags, security, body: TimezoneInputSchema, response: { 200: TimezoneResponseSchema } },
    },
    async (request) => service.setPartnerTimezone(authOf(request).user, request.body.timezone),
  );

  app.get(
    "/users/:id/email_preferences",
    {
      preHandler,
      schema: { tags, security, params: IdParamSchema, response: { 200: EmailPreferencesResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      return service.emailPreferences(user);
    },
  );

  app.put(
    "/users/:id/set_email_preference",
    {
      preHandler,
      schema: {
        tags,
        security,
        params: IdParamSchema,
        body: SetEmailPreferenceInputSchema,
        response: { 200: EmailPreferencesResponseSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      return service.setEmailPreferences(user, request.body.email_preferences);
    },
  );

  app.put(
    "/users/accept_privacy_policy",
    { preHandler, schema: { tags, security, response: { 200: MessageSchema } } },
    async (request) => service.acceptPrivacyPolicy(authOf(request).user),
  );

  app.post(
    "/users/:id/contact_uem",
    {
      preHandler,
      schema: {
        tags,
        security,
        params: IdParamSchema,
        body: ContactRequestInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      return service.contact(user, request.body);
    },
  );

  app.get(
    "/user_configurations",
    { preHandler, schema: { tags, security, response: { 200: UserConfigurationResponseSchema } } },
    async (request) => service.configuration(authOf(request).user),
  );

  app.post(
    "/user_configurations",
    {
      preHandler,
      schema: {
        tags,
        security,
        body: UpdateUserConfigurationInputSchema,
        response: { 200: UserConfigurationResponseSchema },
      },
    },
    async (request) => service.setConfiguration(authOf(request).user, request.body.is_dashboard_onboarding_complete),
  );
}
