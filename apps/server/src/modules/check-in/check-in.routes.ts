import {
  CheckInResultSchema,
  CheckInSchoolsResponseSchema,
  MobileEventDetailQuerySchema,
  MobileEventDetailResponseSchema,
  MobileEventListResponseSchema,
  RegisterUserInputSchema,
  ScanEventInputSchema,
  SchoolsListQuerySchema,
  StudentLookupQuerySchema,
  StudentLookupResponseSchema,
} from "@quad/contract/api/check-in";
import { IdParamSchema } from "@quad/contract/api/common";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createCheckInService } from "./check-in.service.ts";

/** QR check-in at events (spec 2 §2 "QR scan screen", §7 Events: the mobile calls). */
export async function checkInRoutes(app: ZodApp) {
  const service = createCheckInService(app.ctx);
  const tags = ["check-in"];
  // Spec 1 §6: the events area (where the scan screen lives) is for School and University partners.
  const preHandler = [app.requireAuth, app.requireInstituteType("School", "University")];

  app.get(
    "/events/mobile_event_list",
    {
      preHandler,
      schema: { summary: "Events open for check-in", tags, response: { 200: MobileEventListResponseSchema } },
    },
    async (request) => service.list(authOf(request).user),
  );
  app.get(
    "/events/:id/mobile_event_detail",
    {
      preHandler,
      schema: {
        summary: "An event's participants, a page at a time",
        tags,
        params: IdParamSchema,
        querystring: MobileEventDetailQuerySchema,
        response: { 200: MobileEventDetailResponseSchema },
      },
    },
    async (request) => service.detail(authOf(request).user, request.params.id, request.query),
  );
  app.post(
    "/events/mobile_scan_event",
    {
      preHandler,
      schema: {
        summary: "Check a registered guest in",
        errors: [404],
        tags,
        body: ScanEventInputSchema,
        response: { 200: CheckInResultSchema },
      },
    },
    async (request) => service.scan(authOf(request).user, request.body),
  );
  app.post(
    "/mobile/participants/register_user",
    {
      preHandler,
      schema: {
        summary: "Register a walk-in guest and check them in",
        errors: [404, 409],
        tags,
        body: RegisterUserInputSchema,
        response: { 200: CheckInResultSchema, 201: CheckInResultSchema },
      },
    },
    async (request, reply) => {
      const { created, result } = await service.registerUser(authOf(request).user, request.body);
      return reply.code(created ? 201 : 200).send(result);
    },
  );
  app.get(
    "/mobile/participants/schools_list",
    {
      preHandler,
      schema: {
        summary: "Schools of an event's guests",
        errors: [404],
        tags,
        querystring: SchoolsListQuerySchema,
        response: { 200: CheckInSchoolsResponseSchema },
      },
    },
    async (request) => service.schools(authOf(request).user, request.query.webinar_id, request.query.search_text),
  );
  app.get(
    "/mobile/participants/student",
    {
      preHandler,
      schema: {
        summary: "Find a guest by school and email",
        errors: [404],
        tags,
        querystring: StudentLookupQuerySchema,
        response: { 200: StudentLookupResponseSchema },
      },
    },
    async (request) => service.lookup(authOf(request).user, request.query),
  );
}
