import { BulkApplicationsInputSchema, BulkApplicationsResponseSchema } from "@quad/contract/api/applications";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createApplicationBulk } from "./application-bulk.service.ts";
import type { ApplicationPorts } from "./application-ports.ts";
import { APPLICATION_TAGS } from "./applications.routes.ts";

/** POST student_applications/bulk (path ours, decision 052). */
export async function applicationBulkRoutes(app: ZodApp, ports: ApplicationPorts) {
  const service = createApplicationBulk(app.ctx, ports);
  app.post(
    "/student_applications/bulk",
    {
      preHandler: [app.requireAuth, app.requireInstituteType("University", "ApplicationClient", "School")],
      schema: {
        summary: "Start review, set a result or export selected applications, each checked against its own state",
        description:
          "Reports per record what was done and what was refused with the reason (a transition its state does not allow, or not found); a refused record is left unchanged. export answers csv_url (signed, expiring).",
        tags: APPLICATION_TAGS,
        body: BulkApplicationsInputSchema,
        response: { 200: BulkApplicationsResponseSchema },
      },
    },
    async (request) => service.run(authOf(request).user, request.body),
  );
}
