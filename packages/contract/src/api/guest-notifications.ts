/**
 * A webinar guest's own notifications (issue 13 §3: the student "is told by mail and notification" when an
 * application's status or result changes). Paths under /api/v1/webinars/ (ours, decision 056). Each notification
 * carries facts, not sentences: the app words them in the reader's language.
 */
import { z } from "zod";
import { APPLICATION_RESULTS, APPLICATION_STATUSES } from "../rules/application.ts";
import { idListField, pageNoField } from "./common.ts";

/** application_updated: an application's status or result changed; prospect_connected: a university connected to
 * a discoverable student (issue 26 §3), institution_name naming it. */
export const GUEST_NOTIFICATION_KINDS = ["application_updated", "prospect_connected"] as const;
export const GUEST_NOTIFICATIONS_PER_PAGE = 20;

export const GuestNotificationSchema = z.object({
  id: z.number(),
  kind: z.enum(GUEST_NOTIFICATION_KINDS),
  application_id: z.number().nullable(),
  program_name: z.string(),
  institution_name: z.string(),
  /** The application's status and result once the change was made. */
  status: z.enum(APPLICATION_STATUSES).nullable(),
  result: z.enum(APPLICATION_RESULTS).nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});

/** GET notifications?page_no= (20 a page, newest first). */
export const GuestNotificationsQuerySchema = z.object({ page_no: pageNoField() });
export const GuestNotificationsResponseSchema = z.object({
  notifications: z.array(GuestNotificationSchema),
  unread_count: z.number(),
  total: z.number(),
  page_no: z.number(),
  has_more: z.boolean(),
});

/** PUT notifications/mark_read: some of the guest's own notifications by id, or all of them. */
export const MarkGuestNotificationsReadSchema = z
  .object({
    ids: idListField(100).optional(),
    read_all: z.boolean().optional(),
  })
  .refine((v) => v.read_all === true || (v.ids?.length ?? 0) > 0, {
    message: "Give the ids to mark as read, or read_all",
    path: ["ids"],
  });
export const MarkGuestNotificationsReadResponseSchema = z.object({ unread_count: z.number() });
