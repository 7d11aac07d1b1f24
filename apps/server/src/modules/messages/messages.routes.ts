import { MessageSchema } from "@quad/contract/api/common";
import {
  ManagementToolsResponseSchema,
  NotifySlackInputSchema,
  NotifySlackResponseSchema,
  SendMessageRequestInputSchema,
  SendMessageRequestResponseSchema,
  SlackSettingsInputSchema,
  SlackSettingsResponseSchema,
} from "@quad/contract/api/messages";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createManagementToolsService } from "./management-tools.service.ts";
import { createMessageRequestService } from "./message-request.service.ts";
import { createSlackService } from "./slack.service.ts";

/** Messages (issue 25 §4): an institution's Slack, a message to the other side of a visit, the tools connected. */
export async function messageRoutes(app: ZodApp) {
  const slack = createSlackService(app.ctx, app.log);
  const requests = createMessageRequestService(app.ctx);
  const tools = createManagementToolsService(app.ctx);
  const tags = ["messages"];
  const admin = [app.requireAuth, app.requireAdmin];

  app.get(
    "/institutes/slack_settings",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "The institution's Slack notifications: whether set up, the events chosen, the last deliveries",
        tags,
        response: { 200: SlackSettingsResponseSchema },
      },
    },
    async (request) => slack.get(authOf(request).user),
  );

  app.put(
    "/institutes/slack_settings",
    {
      preHandler: admin,
      schema: {
        summary: "Save the institution's Slack incoming webhook and the events it receives",
        description:
          "The webhook URL is checked as the guarded outbound client would call it: an address Quad may not reach (loopback, private networks, cloud metadata) is a 422 now, not a silent failure later. Leave webhook_url out to keep the saved one.",
        tags,
        body: SlackSettingsInputSchema,
        response: { 200: SlackSettingsResponseSchema },
      },
    },
    async (request) => slack.save(authOf(request).user, request.body),
  );

  app.delete(
    "/institutes/slack_settings",
    {
      preHandler: admin,
      schema: { summary: "Turn the institution's Slack notifications off", tags, response: { 200: MessageSchema } },
    },
    async (request) => slack.remove(authOf(request).user),
  );

  app.post(
    "/misc/notify_slack",
    {
      preHandler: app.requireAuth,
      config: { throttle: "mail" },
      schema: {
        summary: "Send a message (or, without text, the test message) to the institution's Slack",
        description:
          "Queued: a background job posts it and retries a failure; the answer's delivery tells its state, and GET institutes/slack_settings the later ones. 422 when Slack is not set up.",
        tags,
        body: NotifySlackInputSchema,
        response: { 200: NotifySlackResponseSchema },
      },
    },
    async (request) => slack.notify(authOf(request).user, request.body.text),
  );

  app.put(
    "/institutes/send_message_request",
    {
      preHandler: [app.requireAuth, app.requireInstituteType("School", "University", "ApplicationClient")],
      config: { throttle: "mail" },
      schema: {
        summary: "Send a message to the other side of a visit (notified, and mailed)",
        description:
          "Every active member of the other institution is told. A visit the caller's institution does not see is a 404; a visit that can no longer be written about (rules/visits.ts visitMessagingOpen: more than 30 days after its date, or 14 days after it was declined or cancelled) is a 422 on event_id.",
        errors: [404],
        tags,
        body: SendMessageRequestInputSchema,
        response: { 200: SendMessageRequestResponseSchema },
      },
    },
    async (request) => requests.send(authOf(request).user, request.body.event_id, request.body.message),
  );

  app.get(
    "/misc/management_tools",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "The tools Quad connects to, and whether they are connected for the user and their institution",
        description:
          "The user's calendar sync and calendar feed, the institution's Zoom, Slack and single sign-on, each read from what is saved; can_manage says whether the user may change it.",
        tags,
        response: { 200: ManagementToolsResponseSchema },
      },
    },
    async (request) => tools.list(authOf(request).user),
  );
}
