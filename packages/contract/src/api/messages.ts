import { z } from "zod";
import { URL_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { isWebUrl } from "../rules/partner-webinars.ts";
import {
  SLACK_DELIVERY_KINDS,
  SLACK_DELIVERY_STATUSES,
  SLACK_EVENTS,
  SLACK_TEXT_MAX,
  VISIT_MESSAGE_MAX,
} from "../rules/slack.ts";
import { idField, requiredText } from "./common.ts";

/** One try (or the last of its tries) to post to the institution's Slack. */
export const SlackDeliverySchema = z.object({
  id: z.number().int(),
  kind: z.enum(SLACK_DELIVERY_KINDS),
  status: z.enum(SLACK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** Why the last try failed, as an operator may read it ("Slack answered HTTP 500", "could not be reached"). */
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type SlackDelivery = z.infer<typeof SlackDeliverySchema>;

/** The institution's Slack settings; the webhook URL is shown only by its host and its end (it is a secret). */
export const SlackSettingsSchema = z.object({
  is_configured: z.boolean(),
  /** "hooks.slack.com/…/x8Kq": enough to recognise it, not enough to post with it. */
  webhook_hint: z.string().nullable(),
  events: z.array(z.enum(SLACK_EVENTS)),
  updated_at: z.string().nullable(),
  /** The last deliveries, newest first (at most 5). */
  recent_deliveries: z.array(SlackDeliverySchema),
});
export const SlackSettingsResponseSchema = z.object({ slack: SlackSettingsSchema });
export type SlackSettingsResponse = z.infer<typeof SlackSettingsResponseSchema>;

/** PUT institutes/slack_settings: a new webhook URL (or none: keep the saved one) and the chosen events. */
export const SlackSettingsInputSchema = z.object({
  webhook_url: z
    .string()
    .trim()
    .max(URL_MAX_LENGTH, MESSAGES.tooLong(URL_MAX_LENGTH))
    .refine((v) => v === "" || isWebUrl(v), MESSAGES.invalidUrl)
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  events: z.array(z.enum(SLACK_EVENTS)).max(SLACK_EVENTS.length),
});
export type SlackSettingsInput = z.input<typeof SlackSettingsInputSchema>;

/** POST misc/notify_slack: a text to the institution's Slack; without one, the settings' test message. */
export const NotifySlackInputSchema = z.object({
  text: requiredText(SLACK_TEXT_MAX).optional(),
});
export type NotifySlackInput = z.input<typeof NotifySlackInputSchema>;
export const NotifySlackResponseSchema = z.object({ message: z.string(), delivery: SlackDeliverySchema });

/** PUT institutes/send_message_request: a message to the other side of a visit. */
export const SendMessageRequestInputSchema = z.object({
  event_id: idField(),
  message: requiredText(VISIT_MESSAGE_MAX),
});
export type SendMessageRequestInput = z.input<typeof SendMessageRequestInputSchema>;
export const SendMessageRequestResponseSchema = z.object({
  message: z.string(),
  /** How many people of the other institution were told. */
  recipients: z.number().int(),
});

/**
 * GET misc/management_tools: the tools Quad connects an institution to, and whether the caller's is connected.
 * The user's own: calendar_sync (their Google or CalDAV calendar), calendar_feed; the institution's: slack,
 * zoom, sso (decisions 092, 099).
 */
export const MANAGEMENT_TOOL_KEYS = ["calendar_sync", "calendar_feed", "zoom", "slack", "sso"] as const;
export type ManagementToolKey = (typeof MANAGEMENT_TOOL_KEYS)[number];
export const ManagementToolSchema = z.object({
  key: z.enum(MANAGEMENT_TOOL_KEYS),
  name: z.string(),
  /** Whose it is: the institution's (one for all staff) or the signed-in user's own. */
  scope: z.enum(["institution", "user"]),
  is_connected: z.boolean(),
  /** Who may change it: admins only for an institution's tool. */
  can_manage: z.boolean(),
  /**
   * The account or address it is connected to, as the screen shows it (null when not connected): calendar_sync
   * "Google Calendar · ada@example.com" or "CalDAV · ada@dav.example.org", zoom the Zoom account's email, slack
   * the webhook's hint, sso the identity provider's host, calendar_feed when the feed address was made.
   */
  detail: z.string().nullable(),
  /** The connection is saved but refused by the provider (a calendar grant revoked): the user connects again. */
  needs_reconnect: z.boolean(),
});
export type ManagementTool = z.infer<typeof ManagementToolSchema>;
export const ManagementToolsResponseSchema = z.object({ management_tools: z.array(ManagementToolSchema) });
export type ManagementToolsResponse = z.infer<typeof ManagementToolsResponseSchema>;
