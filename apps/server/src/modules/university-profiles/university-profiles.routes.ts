import { IdParamSchema } from "@quad/contract/api/common";
import { UniversityProfileResponseSchema } from "@quad/contract/api/university-profiles";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createUniversityProfilesService } from "./university-profiles.service.ts";

const description =
  "An active University's or ApplicationClient's public profile with its next published sessions (404 for any other institution).";

/** GET universities/{id}/profile under /api/v1/partners: the profile a school opens from a visit. */
export async function universityProfileRoutes(app: ZodApp) {
  const service = createUniversityProfilesService(app.ctx);
  app.get(
    "/universities/:id/profile",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "A university's public profile, as schools see it",
        description: `${description} A School's staff member's view is recorded as a profile view of the university (once a day).`,
        tags: ["university profiles"],
        params: IdParamSchema,
        response: { 200: UniversityProfileResponseSchema },
      },
    },
    async (request) => service.forPartner(authOf(request).user, request.params.id),
  );
}

/** GET institutions/{id} under /api/v1/webinars: the host's profile in the guest area, open to visitors. */
export async function guestUniversityProfileRoutes(app: ZodApp) {
  const service = createUniversityProfilesService(app.ctx);
  app.get(
    "/institutions/:id",
    {
      preHandler: app.optionalGuest,
      schema: {
        summary: "A host institution's public profile in the webinar area",
        description: `${description} A signed-in guest's view is recorded as a profile view of the university (once a day); a visitor's is not.`,
        tags: ["webinar catalogue"],
        params: IdParamSchema,
        response: { 200: UniversityProfileResponseSchema },
      },
    },
    async (request) => service.forGuest(request.guestAuth?.guest ?? null, request.params.id),
  );
}
