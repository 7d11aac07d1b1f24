import { ForgotPasswordInputSchema, ResetPasswordInputSchema } from "@quad/contract/api/auth";
import { MessageSchema } from "@quad/contract/api/common";
import {
  GuestDiscoverableInputSchema,
  GuestLocaleFormSchema,
  GuestLocaleInputSchema,
  GuestPasswordInputSchema,
  GuestProfileInputSchema,
  GuestRegistrationInputSchema,
  GuestSchoolsQuerySchema,
  GuestSchoolsResponseSchema,
  GuestSessionResponseSchema,
  GuestSignInInputSchema,
} from "@quad/contract/api/webinars";
import type { ZodApp } from "../../app-context.ts";
import { readForm } from "../../lib/form.ts";
import { parseOr422 } from "../../lib/validate.ts";
import { type GuestAuth, guestOf, guestSessionOf } from "./guest-auth.ts";
import { createGuestsService, toGuestUser } from "./guests.service.ts";

/**
 * A form's fields with Rails-style `user[name]` names (and a JSON body's `user` object) read as
 * plain names, so `user[locale]` and `locale` are one field.
 */
export function userFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const nested = fields.user;
  if (nested && typeof nested === "object" && !Array.isArray(nested)) Object.assign(out, nested);
  for (const [key, value] of Object.entries(fields)) {
    if (key === "user" && typeof value === "object") continue;
    const m = /^user\[(\w+)\]$/.exec(key);
    out[m?.[1] ?? key] = value;
  }
  return out;
}

const isSchool = (auth: GuestAuth) => auth.via === "school";

/** Guest accounts of the webinar area (spec 3 §7 "Webinar area"; issue 10 §2). */
export async function guestRoutes(app: ZodApp) {
  const service = createGuestsService(app.ctx);
  const tags = ["webinar guests"];

  app.post(
    "/registrations",
    {
      config: { throttle: "mail", formFields: userFields },
      schema: {
        summary: "Create a guest account (student, parent or counselor) and sign it in",
        description:
          "The registration profile of spec 3 §2 as a multipart form (or JSON): scores as one JSON text, academic_interests[] repeated, the school from GET schools (school_partner_id) or typed (institute_name).",
        tags,
        form: GuestRegistrationInputSchema,
        response: { 201: GuestSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields } = await readForm(request);
      const input = parseOr422(GuestRegistrationInputSchema, userFields(fields));
      return reply.code(201).send({ data: await service.register(input) });
    },
  );

  app.post(
    "/sessions",
    {
      schema: {
        summary: "Sign a guest in with email and password",
        description: "An unknown email answers 404 and a wrong password 401 (field errors of the sign-in form).",
        errors: [401, 404, 429],
        tags,
        body: GuestSignInInputSchema,
        response: { 200: GuestSessionResponseSchema },
      },
    },
    async (request) => ({ data: await service.signIn({ ...request.body, ip: request.ip }) }),
  );

  app.delete(
    "/sessions",
    {
      preHandler: app.requireGuestSession,
      schema: {
        summary: "Sign the guest out (ends this session)",
        description: "A school user signs out of the school account instead.",
        tags,
        response: { 200: MessageSchema },
      },
    },
    async (request) => service.signOut(guestSessionOf(request).sessionId),
  );

  app.get(
    "/users/me",
    {
      preHandler: app.requireGuest,
      schema: { summary: "The signed-in guest", tags, response: { 200: GuestSessionResponseSchema } },
    },
    async (request) => {
      const auth = guestOf(request);
      return { data: toGuestUser(auth.guest, { schoolAccount: isSchool(auth) }) };
    },
  );

  app.put(
    "/users/update_user",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Change the guest's profile",
        description:
          "The profile's fields (user[field] or plain names), as a form or JSON; answers required_fields_filled.",
        tags,
        form: GuestProfileInputSchema,
        response: { 200: GuestSessionResponseSchema },
      },
    },
    async (request) => {
      const { fields } = await readForm(request);
      const input = parseOr422(GuestProfileInputSchema, userFields(fields));
      const auth = guestOf(request);
      return { data: await service.updateProfile(auth.guest, input, isSchool(auth)) };
    },
  );

  app.put(
    "/users/discoverable",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Be discoverable by universities on Quad, or stop (students only; off by default)",
        description:
          "discoverable true lists the student in the universities' prospect search (no contact details are shown); false removes them at once. Connections already made stay.",
        tags,
        body: GuestDiscoverableInputSchema,
        response: { 200: GuestSessionResponseSchema },
      },
    },
    async (request) => {
      const auth = guestOf(request);
      return { data: await service.setDiscoverable(auth.guest, request.body.discoverable, isSchool(auth)) };
    },
  );

  app.put(
    "/users/update_password",
    {
      preHandler: app.requireGuestSession,
      schema: {
        summary: "Change the guest's password (ends the other sessions)",
        tags,
        form: GuestPasswordInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const { fields } = await readForm(request);
      const input = parseOr422(GuestPasswordInputSchema, userFields(fields));
      const { guest, sessionId } = guestSessionOf(request);
      return service.updatePassword(guest, sessionId, input);
    },
  );

  app.put(
    "/users/update_locale",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Set the guest's interface language",
        description: "The multipart field user[locale]: en-US or zh-CN.",
        tags,
        form: GuestLocaleFormSchema,
        response: { 200: GuestSessionResponseSchema },
      },
    },
    async (request) => {
      const { fields } = await readForm(request);
      const { locale } = parseOr422(GuestLocaleInputSchema, userFields(fields));
      const auth = guestOf(request);
      return { data: await service.updateLocale(auth.guest, locale, isSchool(auth)) };
    },
  );

  app.post(
    "/passwords",
    {
      config: { throttle: "mail" },
      schema: {
        summary: "Mail a guest a password reset link",
        tags,
        body: ForgotPasswordInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => service.forgotPassword(request.body.email),
  );

  app.put(
    "/passwords",
    {
      schema: {
        summary: "Set a guest's new password with a reset link's token",
        tags,
        body: ResetPasswordInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => service.resetPassword(request.body),
  );

  app.get(
    "/schools",
    {
      schema: {
        summary: "Find a school of the directory by name (the registration's institute)",
        tags,
        querystring: GuestSchoolsQuerySchema,
        response: { 200: GuestSchoolsResponseSchema },
      },
    },
    async (request) => service.searchSchools(request.query.search_text, request.query.country_id),
  );
}
