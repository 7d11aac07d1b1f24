import { IdParamSchema, idField } from "@quad/contract/api/common";
import {
  CategoryEventsQuerySchema,
  FeatureSessionsResponseSchema,
  FilterListInputSchema,
  GuestSessionDetailResponseSchema,
  GuestSessionsListResponseSchema,
  JoinParamsSchema,
  RegisterInputSchema,
  RegistrationAnswerSchema,
  TrendingSessionsResponseSchema,
  UserSessionsQuerySchema,
  WebinarCategoriesResponseSchema,
} from "@quad/contract/api/webinars";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { sendAnswer } from "../list-versions/list-versions.ts";
import { guestOf } from "./guest-auth.ts";
import { createGuestCatalogueService } from "./guest-catalogue.service.ts";
import { createGuestRegistrationService } from "./guest-registration.service.ts";

/** The guest catalogue, registrations and personal join links (spec 3 §7 "Webinar area"). */
export async function guestCatalogueRoutes(app: ZodApp) {
  const service = createGuestCatalogueService(app.ctx);
  const registrations = createGuestRegistrationService(app.ctx);
  const tags = ["webinar catalogue"];
  const guest = (request: { guestAuth: { guest: Parameters<typeof service.mine>[0] } | null }) =>
    request.guestAuth?.guest ?? null;
  const optional = app.optionalGuest;

  app.get(
    "/categories",
    { schema: { summary: "The webinar categories", tags, response: { 200: WebinarCategoriesResponseSchema } } },
    async () => service.categories(),
  );
  app.get(
    "/categories/trending_session_hash",
    {
      preHandler: optional,
      schema: {
        summary: "Trending sessions of the tabs current, upcoming and past",
        tags,
        response: { 200: TrendingSessionsResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = guest(request);
      return sendAnswer(
        request,
        reply,
        viewer ? await service.trendingForGuest(viewer) : await service.trendingForVisitors(),
      );
    },
  );
  app.get(
    "/categories/:id/feature_sessions",
    {
      preHandler: optional,
      schema: {
        summary: "A category's featured sessions",
        tags,
        params: IdParamSchema,
        response: { 200: FeatureSessionsResponseSchema },
      },
    },
    async (request) => service.featured(guest(request), request.params.id),
  );
  app.get(
    "/categories/:id/events",
    {
      preHandler: optional,
      schema: {
        summary: "A category's sessions, by tab and page",
        tags,
        params: IdParamSchema,
        querystring: CategoryEventsQuerySchema,
        response: { 200: GuestSessionsListResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = guest(request);
      const { tab, page_no } = request.query;
      return sendAnswer(
        request,
        reply,
        viewer
          ? await service.categoryEventsForGuest(viewer, request.params.id, tab, page_no)
          : await service.categoryEventsForVisitors(request.params.id, tab, page_no),
      );
    },
  );
  app.get(
    "/categories/:id/events/:event_id",
    {
      preHandler: optional,
      schema: {
        summary: "A session of a category",
        tags,
        // 0 for a session with no category: its address in the app is /webinars/categories/0/events/{id}.
        params: z.object({
          id: z
            .union([z.literal(0), z.literal("0")])
            .transform(() => 0)
            .or(idField()),
          event_id: idField(),
        }),
        response: { 200: GuestSessionDetailResponseSchema },
      },
    },
    async (request) => service.categoryEvent(guest(request), request.params.id, request.params.event_id),
  );
  app.post(
    "/categories/filter_list",
    {
      config: { readOnly: true },
      preHandler: optional,
      schema: {
        summary: "Search sessions by text, categories, dates and tab",
        tags,
        body: FilterListInputSchema,
        response: { 200: GuestSessionsListResponseSchema },
      },
    },
    async (request) => service.filter(guest(request), request.body),
  );
  app.get(
    "/events/user_session",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "The signed-in guest's sessions: registered and waitlisted",
        tags,
        querystring: UserSessionsQuerySchema,
        response: { 200: GuestSessionsListResponseSchema },
      },
    },
    async (request) => service.mine(guestOf(request).guest, request.query.include_past ?? false, request.query.page_no),
  );
  app.post(
    "/events/:id/register",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Register for a session (a seat or the waitlist), or record an on-demand view",
        description:
          "is_attending is the join option; is_video_watched: true records a view of the recording (spec 3 §7). A guest whose profile lacks required fields gets 422.",
        tags,
        params: IdParamSchema,
        body: RegisterInputSchema,
        response: { 200: RegistrationAnswerSchema },
      },
    },
    async (request) => registrations.register(guestOf(request).guest, request.params.id, request.body ?? {}),
  );
  app.post(
    "/events/:id/cancel_registration",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Cancel a registration (a freed seat is offered to the first on the waitlist)",
        errors: [409],
        tags,
        params: IdParamSchema,
        response: { 200: RegistrationAnswerSchema },
      },
    },
    async (request) => registrations.cancel(guestOf(request).guest, request.params.id),
  );
  app.get(
    "/join/:token",
    {
      schema: {
        summary: "A registrant's personal join link: to the meeting while the session runs",
        description:
          "Redirects (302) to the session's current meeting address from 15 minutes before the start until the end, and records attendance; 409 before or after, or for an in-person session.",
        errors: [409],
        tags,
        params: JoinParamsSchema,
        response: { 302: z.null().describe("Redirect to the meeting") },
      },
    },
    async (request, reply) => reply.redirect(await registrations.join(request.params.token), 302),
  );
}
