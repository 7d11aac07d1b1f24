import {
  AvailabilitySettingsResponseSchema,
  EventLocationInputSchema,
  EventPublishSettingsInputSchema,
  MessageSettingsInputSchema,
  PrimaryContactSettingsInputSchema,
} from "@quad/contract/api/availability-settings";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createAvailabilitySettingsService } from "./availability-settings.service.ts";

/** School visit settings (spec 2 §7 Availability: settings calls). Team admins change them. */
export async function availabilitySettingsRoutes(app: ZodApp) {
  const service = createAvailabilitySettingsService(app.ctx);
  const tags = ["availability"];
  const admin = [app.requireAuth, app.requireAdmin];
  const response = { 200: AvailabilitySettingsResponseSchema };

  app.get(
    "/availability_settings",
    {
      preHandler: app.requireAuth,
      schema: { summary: "Read the school's visit settings", errors: [403], tags, response },
    },
    async (request) => service.get(authOf(request).user),
  );
  app.post(
    "/primary_contact_settings",
    {
      preHandler: admin,
      schema: {
        summary: "Choose the primary and other notified contacts",
        errors: [403],
        tags,
        body: PrimaryContactSettingsInputSchema,
        response,
      },
    },
    async (request) =>
      service.setContacts(authOf(request).user, request.body.primary_contact_id, request.body.member_contact_ids),
  );
  app.put(
    "/event_publish_settings",
    {
      preHandler: admin,
      schema: {
        summary: "Publish visits to the school's counselling platform",
        errors: [403],
        tags,
        body: EventPublishSettingsInputSchema,
        response,
      },
    },
    async (request) => service.setPublish(authOf(request).user, request.body.publish_events),
  );
  app.put(
    "/message_settings",
    {
      preHandler: admin,
      schema: {
        summary: "Set the school's instructions and confirmation message",
        errors: [403],
        tags,
        body: MessageSettingsInputSchema,
        response,
      },
    },
    async (request) => service.setMessages(authOf(request).user, request.body),
  );
  app.post(
    "/event_location",
    {
      preHandler: admin,
      schema: {
        summary: "Set the default visit location",
        errors: [403],
        tags,
        body: EventLocationInputSchema,
        response,
      },
    },
    async (request) => service.setLocation(authOf(request).user, request.body.location),
  );
}
