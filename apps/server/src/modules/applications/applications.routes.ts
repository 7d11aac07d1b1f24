import {
  ApplicationActivitiesQuerySchema,
  ApplicationActivitiesResponseSchema,
  ApplicationResponseSchema,
  ApplicationResultsResponseSchema,
  ApplicationSeenResponseSchema,
  ApplicationSettingsResponseSchema,
  ApplicationSettingsSchema,
  ResetChoicesInputSchema,
  ResetChoicesResponseSchema,
  UpdateApplicationInputSchema,
  UpdateChoiceInputSchema,
} from "@quad/contract/api/applications";
import {
  ApplicationOptionsResponseSchema,
  ApplicationsListInputSchema,
  ApplicationsListResponseSchema,
} from "@quad/contract/api/applications-list";
import { IdParamSchema } from "@quad/contract/api/common";
import { CsvUrlResponseSchema } from "@quad/contract/api/team";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { sendAnswer } from "../list-versions/list-versions.ts";
import { LOOKUP_SUMMARIES, LOOKUPS } from "./application-lookups.ts";
import type { ApplicationPorts } from "./application-ports.ts";
import { createApplicationsService } from "./applications.service.ts";
import { createSchoolApplications, isSchool } from "./school-applications.service.ts";

export const APPLICATION_TAGS = ["direct apply"];

/**
 * Student applications (spec 3 §7; issue 13 §2). Direct apply is open to University, ApplicationClient and School
 * (spec 3 §6): a University or ApplicationClient reads and reviews the applications to its programs; a School reads
 * the applications its students shared with it, through the same calls (list, look-ups, detail, history), and
 * changes none of them (decision 072).
 */
export async function applicationRoutes(app: ZodApp, ports: ApplicationPorts) {
  const service = createApplicationsService(app.ctx, ports);
  const school = createSchoolApplications(app.ctx);
  const tags = APPLICATION_TAGS;
  const preHandler = [app.requireAuth, app.requireInstituteType("University", "ApplicationClient", "School")];

  app.post(
    "/student_applications",
    {
      config: { readOnly: true },
      preHandler,
      schema: {
        summary: "One tab of the institution's applications, searched, filtered, sorted and paged, or its CSV",
        description:
          "A School's answer holds the applications its students shared with it (decision 072). The payload of spec 3 §5. Tabs: upcoming (default; open applications whose intake has not started) and past (intake started, or completed or withdrawn). Default sort submitted_at descending. With download: true answers csv_url, a signed expiring link to the tab's rows under the same question.",
        tags,
        body: ApplicationsListInputSchema,
        response: { 200: z.union([ApplicationsListResponseSchema, CsvUrlResponseSchema]) },
      },
    },
    async (request, reply) => {
      const me = authOf(request).user;
      if (request.body.download) return service.download(me, request.body);
      return sendAnswer(request, reply, await service.list(me, request.body));
    },
  );

  for (const lookup of LOOKUPS) {
    app.get(
      `/student_applications/${lookup}`,
      {
        preHandler,
        schema: { summary: LOOKUP_SUMMARIES[lookup], tags, response: { 200: ApplicationOptionsResponseSchema } },
      },
      async (request) => service.options(authOf(request).user, lookup),
    );
  }

  app.get(
    "/student_applications/settings",
    {
      preHandler,
      schema: {
        summary: "The institution's direct-apply settings: after how many days a waiting application is overdue",
        tags,
        response: { 200: ApplicationSettingsResponseSchema },
      },
    },
    async (request) => service.settings(authOf(request).user),
  );
  app.put(
    "/student_applications/settings",
    {
      preHandler: [app.requireAuth, app.requireInstituteType("University", "ApplicationClient"), app.requireAdmin],
      schema: {
        summary: "Set the review days after which a submitted or in-review application is overdue",
        tags,
        body: ApplicationSettingsSchema,
        response: { 200: ApplicationSettingsResponseSchema },
      },
    },
    async (request) => service.saveSettings(authOf(request).user, request.body.review_days),
  );

  app.post(
    "/student_applications/reset_choices",
    {
      preHandler,
      schema: {
        summary: "Reset the UCAS choices of the given applications (or of all the institution's), each change audited",
        tags,
        body: ResetChoicesInputSchema,
        response: { 200: ResetChoicesResponseSchema },
      },
    },
    async (request) => service.resetChoices(authOf(request).user, request.body.application_ids),
  );

  app.get(
    "/student_applications/:id",
    {
      preHandler,
      schema: {
        summary: "An application: sections, documents, deposit, actions the state allows",
        description:
          "For a School: an application one of its students shared with it (else 404), with the education, academic and tests sections, the documents the student submitted and those the school added; no personal or guardian section, no staff document, no action (decision 072).",
        tags,
        params: IdParamSchema,
        response: { 200: ApplicationResponseSchema },
      },
    },
    async (request) => {
      const me = authOf(request).user;
      return isSchool(me) ? school.get(me, request.params.id) : service.get(me, request.params.id);
    },
  );
  app.post(
    "/student_applications/:id/seen",
    {
      preHandler,
      schema: {
        summary: "Mark an application seen by the caller",
        description:
          "Called once when the caller opens an application: its New badge clears and their notifications about it are read. Same access as GET student_applications/{id} (another institution's application is not found).",
        tags,
        params: IdParamSchema,
        response: { 204: ApplicationSeenResponseSchema },
      },
    },
    async (request, reply) => {
      await service.markSeen(authOf(request).user, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.put(
    "/student_applications/:id",
    {
      preHandler,
      schema: {
        summary: "Change status, result, deposit paid, UCAS choice or fee status through the review's rules",
        description:
          "Start review (status in_review), choose a result (result; status decided), complete (status completed), withdraw (status withdrawn), deposit paid or not (on an offer only; paid completes), UCAS choice, fee status. All or nothing; every change recorded on the activity with its note. A change the state does not allow is a 409 naming it; decided without a result a 422. The applicant is mailed when the status or result moves.",
        errors: [409],
        tags,
        params: IdParamSchema,
        body: UpdateApplicationInputSchema,
        response: { 200: ApplicationResponseSchema },
      },
    },
    async (request) => service.update(authOf(request).user, request.params.id, request.body),
  );
  app.put(
    "/student_applications/:id/update_choice",
    {
      preHandler,
      schema: {
        summary: "Set or clear the application's UCAS choice (firm, insurance, declined)",
        errors: [409],
        tags,
        params: IdParamSchema,
        body: UpdateChoiceInputSchema,
        response: { 200: ApplicationResponseSchema },
      },
    },
    async (request) => service.updateChoice(authOf(request).user, request.params.id, request.body.choice),
  );
  app.get(
    "/student_applications/:id/application_results",
    {
      preHandler,
      schema: {
        summary: "The results the review may choose for the application now",
        tags,
        params: IdParamSchema,
        response: { 200: ApplicationResultsResponseSchema },
      },
    },
    async (request) => service.results(authOf(request).user, request.params.id),
  );
  app.get(
    "/student_applications/:id/activities",
    {
      preHandler,
      schema: {
        summary: "The application's history and the person's activities with the institution, newest first",
        description:
          "For a School: the submission, status and result moves and the documents it added, without staff notes or names (decision 072).",
        tags,
        params: IdParamSchema,
        querystring: ApplicationActivitiesQuerySchema,
        response: { 200: ApplicationActivitiesResponseSchema },
      },
    },
    async (request) => {
      const me = authOf(request).user;
      const { id } = request.params;
      return isSchool(me)
        ? school.activities(me, id, request.query.page_no)
        : service.activities(me, id, request.query.page_no);
    },
  );
}
