import { ReleaseDecisionsInputSchema, ReleaseDecisionsResponseSchema } from "@quad/contract/api/decision-release";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import type { ApplicationPorts } from "./application-ports.ts";
import { APPLICATION_TAGS } from "./applications.routes.ts";
import { createDecisionRelease } from "./decision-release.service.ts";

/** POST student_applications/release_decisions (path ours, decision 080). */
export async function decisionReleaseRoutes(app: ZodApp, ports: ApplicationPorts) {
  const service = createDecisionRelease(app.ctx, ports);
  app.post(
    "/student_applications/release_decisions",
    {
      preHandler: [app.requireAuth, app.requireInstituteType("University", "ApplicationClient", "School")],
      schema: {
        summary: "Release recorded decisions to their students, now or at a chosen moment",
        description:
          "Of the selected applications, those decided (or completed) whose decision the student has not been told are released at release_at (now when omitted or past): a job tells each student once, in the guest area and by mail. Until then the student sees the application under review. dry_run only counts the applications and students that would be told (the confirmation step). Applications left out are listed with the reason.",
        tags: APPLICATION_TAGS,
        body: ReleaseDecisionsInputSchema,
        response: { 200: ReleaseDecisionsResponseSchema },
      },
    },
    async (request) => service.release(authOf(request).user, request.body),
  );
}
