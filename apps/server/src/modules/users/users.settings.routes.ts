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
import { assertSelf, createUserSettingsService, type OtherSessionsEnder } from "./users.settings.service.ts";

/** The signed-in user's own profile and settings (spec 1 §7 Users). */
export async function userSettingsRoutes(app: ZodApp, deps: { sessions: OtherSessionsEnder }) {
  const service = createUserSettingsService(app.ctx, deps.sessions);
  const users = createUsersService(app.ctx);
  const tags = ["users"];
  const preHandler = app.requireAuth;

  app.put(
    "/users/:id/update_password",
    {
      preHandler,
      schema: {
        summary: "Change the password (ends other sessions)",
        tags,
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
        summary: "Change the profile and photo",
        tags,
        params: IdParamSchema,
        description: "The profile's fields, and a profile_photo file (jpeg/png, 5 MB).",
        form: UpdateProfileInputSchema,
        files: ["profile_photo"],
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
        summary: "Set the user's own time zone",
        tags,
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
    {
      preHandler,
      schema: {
        summary: "The institution's time zone",
        tags,
        params: IdParamSchema,
        response: { 200: TimezoneResponseSchema },
      },
    },
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
      schema: {
        summary: "Set the institution's time zone",
        tags,
        body: TimezoneInputSchema,
        response: { 200: TimezoneResponseSchema },
      },
    },
    async (request) => service.setPartnerTimezone(authOf(request).user, request.body.timezone),
  );

  app.get(
    "/users/:id/email_preferences",
    {
      preHandler,
      schema: {
        summary: "Which notifications are mailed",
        tags,
        params: IdParamSchema,
        response: { 200: EmailPreferencesResponseSchema },
      },
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
        summary: "Choose which notifications are mailed",
        tags,
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
    { preHandler, schema: { summary: "Accept the privacy policy", tags, response: { 200: MessageSchema } } },
    async (request) => service.acceptPrivacyPolicy(authOf(request).user),
  );

  app.post(
    "/users/:id/contact_uem",
    {
      config: { throttle: "mail" },
      preHandler,
      schema: {
        summary: "Ask customer success for a demo, an upgrade or help",
        tags,
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
    {
      preHandler,
      schema: {
        summary: "The dashboard's configuration flags",
        tags,
        response: { 200: UserConfigurationResponseSchema },
      },
    },
    async (request) => service.configuration(authOf(request).user),
  );

  app.post(
    "/user_configurations",
    {
      preHandler,
      schema: {
        summary: "Mark the dashboard onboarding complete",
        tags,
        body: UpdateUserConfigurationInputSchema,
        response: { 200: UserConfigurationResponseSchema },
      },
    },
    async (request) => service.setConfiguration(authOf(request).user, request.body.is_dashboard_onboarding_complete),
  );
}
