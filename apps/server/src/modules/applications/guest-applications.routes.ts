import {
  ApplyInputSchema,
  GuestProgramsResponseSchema,
  MyApplicationResponseSchema,
  MyApplicationsResponseSchema,
  SchoolShareInputSchema,
} from "@quad/contract/api/application-guest";
import { IdParamSchema } from "@quad/contract/api/common";
import type { ZodApp } from "../../app-context.ts";
import { readForm } from "../../lib/form.ts";
import { parseOr422 } from "../../lib/validate.ts";
import { guestOf } from "../webinars/guest-auth.ts";
import type { ApplicationPorts } from "./application-ports.ts";
import { createGuestApplicationsService } from "./guest-applications.service.ts";

/** Direct apply in the guest area (issue 13 §3), under /api/v1/webinars (paths ours, decision 052). */
export async function guestApplicationRoutes(app: ZodApp, ports: ApplicationPorts) {
  const service = createGuestApplicationsService(app.ctx, ports);
  const tags = ["webinar catalogue"];

  app.get(
    "/institutions/:id/programs",
    {
      preHandler: app.optionalGuest,
      schema: {
        summary: "A university's active programs, with their rounds, courses and required documents",
        description:
          "An active University's or ApplicationClient's programs; 404 for any other institution. For a signed-in student, my_application is their application to the program (the latest not withdrawn), as they see it.",
        tags,
        params: IdParamSchema,
        response: { 200: GuestProgramsResponseSchema },
      },
    },
    async (request) => service.programs(request.params.id, request.guestAuth?.guest ?? null),
  );

  app.post(
    "/programs/:id/apply",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Apply to an active program with the required documents (multipart)",
        description:
          "A signed-in student with a complete profile: intake_round_id (required when the program has rounds; the round must be open), course_id (required when it has courses), share_with_school (default false: share the application with the counsellors of the school in the profile), and one file per required document type in documents[<type>] (PDF, JPEG or PNG by content, 5 MB). 403 for parents and counselors; 409 when the student already applied to the program (an application not withdrawn, any intake; the answer names it in application_id). The institution's team is notified; the student becomes its connection in state applying.",
        errors: [403, 409],
        tags,
        params: IdParamSchema,
        form: ApplyInputSchema,
        files: ["documents[transcript]", "documents[passport]", "documents[personal_statement]"],
        response: { 201: MyApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      const { guest } = guestOf(request);
      const { fields, files } = await readForm(request);
      const input = parseOr422(ApplyInputSchema, fields);
      return reply.code(201).send(await service.apply(guest, request.params.id, input, files));
    },
  );

  app.get(
    "/my-applications",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "The signed-in student's applications: status, result, documents, shared documents and history",
        description:
          "A decision not yet released by the institution shows as in_review without its result. shared_documents are the institution's documents for the student (the offer letter, the decision's supporting document), with signed, expiring download links, once the decision is released.",
        tags,
        response: { 200: MyApplicationsResponseSchema },
      },
    },
    async (request) => service.mine(guestOf(request).guest),
  );

  app.put(
    "/my-applications/:id/school_share",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Share one of your applications with your school's counsellors, or stop sharing it",
        description:
          "shared: true lets the counsellors of the school the application names (the one in your profile when you applied) see it; false hides it from them at once. 409 when the application names no school on Quad (decision 072).",
        errors: [409],
        tags,
        params: IdParamSchema,
        body: SchoolShareInputSchema,
        response: { 200: MyApplicationResponseSchema },
      },
    },
    async (request) => service.share(guestOf(request).guest, request.params.id, request.body.shared),
  );

  app.post(
    "/my-applications/:id/withdraw",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Withdraw one of your applications that is not yet decided",
        errors: [409],
        tags,
        params: IdParamSchema,
        response: { 200: MyApplicationResponseSchema },
      },
    },
    async (request) => service.withdraw(guestOf(request).guest, request.params.id),
  );
}
