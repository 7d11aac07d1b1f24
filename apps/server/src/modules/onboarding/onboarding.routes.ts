import { IdParamSchema } from "@quad/contract/api/common";
import {
  DashboardStepsResponseSchema,
  FinalStepsResponseSchema,
  OnboardingSeedDataSchema,
  PeersResponseSchema,
  SetOnboardingInputSchema,
  UpdateFinalStepsInputSchema,
  UpdateOnboardingInputSchema,
  UserOnboardingResponseSchema,
} from "@quad/contract/api/onboarding";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { assertSelf } from "../users/users.settings.service.ts";
import { createOnboardingService } from "./onboarding.service.ts";

/** Onboarding (spec 1 §7 Onboarding). */
export async function onboardingRoutes(app: ZodApp) {
  const service = createOnboardingService(app.ctx);
  const tags = ["onboarding"];
  const preHandler = app.requireAuth;
  const self = { preHandler, schema: { tags, params: IdParamSchema } };

  app.get(
    "/users/:id/user_onboarding",
    {
      ...self,
      schema: {
        summary: "The welcome flow's step and data",
        ...self.schema,
        response: { 200: UserOnboardingResponseSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      return service.view(user);
    },
  );
  app.get(
    "/users/:id/seed_data",
    {
      ...self,
      schema: {
        summary: "Choices offered by the welcome flow",
        ...self.schema,
        response: { 200: OnboardingSeedDataSchema },
      },
    },
    async (request) => {
      assertSelf(authOf(request).user, request.params.id);
      return service.seedData();
    },
  );
  app.get(
    "/users/:id/peers",
    {
      ...self,
      schema: { summary: "Peer institutions to follow", ...self.schema, response: { 200: PeersResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      return service.peers(user);
    },
  );
  app.get(
    "/users/:id/final_steps",
    {
      ...self,
      schema: { summary: "The first-steps checklist", ...self.schema, response: { 200: FinalStepsResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      return service.finalSteps(user);
    },
  );
  app.get(
    "/user_onboarding/dashboard_steps",
    {
      preHandler: [app.requireAuth, app.requireInstituteType("University", "ApplicationClient")],
      schema: {
        tags,
        summary: "The dashboard's first steps, each read from the caller's own institution",
        description:
          "Publish a webinar (done once the institution published a session), request a school visit (University), give feedback on past visits (University, listed while some is pending), set up lead categories; count is how many the institution has.",
        response: { 200: DashboardStepsResponseSchema },
      },
    },
    async (request) => service.dashboardSteps(authOf(request).user),
  );
  app.put(
    "/user_onboarding",
    {
      preHandler,
      schema: {
        summary: "Save the welcome flow's step and data",
        tags,
        body: UpdateOnboardingInputSchema,
        response: { 200: UserOnboardingResponseSchema },
      },
    },
    async (request) => service.update(authOf(request).user, request.body.action, request.body.data),
  );
  app.put(
    "/user_onboarding/update_final_steps",
    {
      preHandler,
      schema: {
        summary: "Tick first steps off",
        tags,
        body: UpdateFinalStepsInputSchema,
        response: { 200: FinalStepsResponseSchema },
      },
    },
    async (request) => service.updateFinalSteps(authOf(request).user, request.body.university_rep_onboarding),
  );
  app.put(
    "/users/:id/set_onboarding",
    {
      preHandler,
      schema: {
        summary: "Finish or restart the welcome flow",
        tags,
        params: IdParamSchema,
        body: SetOnboardingInputSchema,
        response: { 200: UserOnboardingResponseSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      return service.setOnboarding(user, request.body.is_onboard);
    },
  );
}
