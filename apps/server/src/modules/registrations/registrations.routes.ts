import {
  EmailConfirmationQuerySchema,
  EmailConfirmationResponseSchema,
  InstitutionSearchQuerySchema,
  InstitutionSearchResponseSchema,
  RegistrationInputSchema,
} from "@quad/contract/api/auth";
import { MessageSchema } from "@quad/contract/api/common";
import type { ZodApp } from "../../app-context.ts";
import { readForm } from "../../lib/form.ts";
import { parseOr422 } from "../../lib/validate.ts";
import { createRegistrationsService } from "./registrations.service.ts";

export async function registrationRoutes(app: ZodApp) {
  const service = createRegistrationsService(app.ctx);
  const tags = ["registrations"];

  app.get(
    "/registrations/search",
    {
      schema: {
        summary: "Find an institution to register",
        tags,
        querystring: InstitutionSearchQuerySchema,
        response: { 200: InstitutionSearchResponseSchema },
      },
    },
    async (request) =>
      service.search(request.query.institute_type, request.query.search_text, request.query.country_id),
  );

  app.post(
    "/registrations",
    {
      config: { throttle: "mail" },
      schema: {
        summary: "Register a school or a university",
        tags,
        description:
          "Registers a school or a university: claims a directory institution (partner_id) or adds one (institution_name, country_id). A form or JSON.",
        form: RegistrationInputSchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      const { fields } = await readForm(request);
      const input = parseOr422(RegistrationInputSchema, fields);
      return reply.code(201).send(await service.register(input));
    },
  );

  app.get(
    "/registrations/email_confirmation",
    {
      schema: {
        summary: "Validate the registering admin's email",
        tags,
        querystring: EmailConfirmationQuerySchema,
        response: { 200: EmailConfirmationResponseSchema },
      },
    },
    async (request) => service.confirmEmail(request.query.confirmation_token),
  );
}
