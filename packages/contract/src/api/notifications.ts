import { z } from "zod";
import { NOTIFICATION_TYPES } from "../rules/notification-links.ts";
import { idListField, pageNoField, perPageField, searchTextField } from "./common.ts";

export { NOTIFICATION_TYPES, type NotificationType } from "../rules/notification-links.ts";
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** POST users/{id}/notifications — the panel sends page_no; the page adds the filters. */
export const NotificationsListInputSchema = z.object({
  page_no: pageNoField(),
  per_page: perPageField(100, NOTIFICATIONS_PAGE_SIZE),
  notification_type: z.enum(NOTIFICATION_TYPES).optional(),
  is_read: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean().optional()),
  search_text: searchTextField(),
});
export type NotificationsListInput = z.infer<typeof NotificationsListInputSchema>;

/** A notification (spec 1 §3 Notification). */
export const NotificationSchema = z.object({
  id: z.number(),
  is_read: z.boolean(),
  message: z.string(),
  /** Catalogue key (rules/notification-messages.ts) and parameters: render in the reader's language. */
  message_key: z.string().nullable(),
  message_params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
  sub_message: z.string().nullable(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  fair_name: z.string().nullable(),
  institute_name: z.string().nullable(),
  program_name: z.string().nullable(),
  partner_university: z.string().nullable(),
  partner_school: z.string().nullable(),
  participate_by: z.string().nullable(),
  image_name: z.string().nullable(),
  application_id: z.number().nullable(),
  event_id: z.number().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  read_count: z.number(),
  unread_count: z.number(),
  total: z.number(),
  filter_count: z.number(),
  page_no: z.number(),
});

/** PUT users/{id}/notifications/mark_read — form `notifications[ids][]` or `notifications[read_all]`. */
export const MarkReadInputSchema = z.object({
  notifications: z
    .object({
      ids: idListField(500).optional(),
      read_all: z.preprocess((v) => v === true || v === "true", z.boolean()).optional(),
    })
    .refine((v) => v.read_all || (v.ids && v.ids.length > 0), { message: "Choose notifications or read_all" }),
});
export const MarkReadResponseSchema = z.object({ updated: z.number(), unread_count: z.number() });

/** The live stream's event: `event: notification` with this JSON as data. */
export const LiveNotificationEventSchema = z.object({ notification: NotificationSchema, unread_count: z.number() });
