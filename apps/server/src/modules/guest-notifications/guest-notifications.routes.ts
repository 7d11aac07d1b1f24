import {
  GuestNotificationsQuerySchema,
  GuestNotificationsResponseSchema,
  MarkGuestNotificationsReadResponseSchema,
  MarkGuestNotificationsReadSchema,
} from "@quad/contract/api/guest-notifications";
import type { ZodApp } from "../../app-context.ts";
import { guestOf } from "../webinars/guest-auth.ts";
import { createGuestNotifications } from "./guest-notifications.service.ts";

/** A signed-in guest's notifications, under /api/v1/webinars (paths ours, decision 056). */
export async function guestNotificationRoutes(app: ZodApp) {
  const service = createGuestNotifications(app.ctx);
  const tags = ["webinar catalogue"];

  app.get(
    "/notifications",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "The signed-in guest's notifications, newest first (20 a page), with the unread count",
        description:
          "Today one kind, application_updated: an institution changed the status or result of one of the guest's applications. Each carries facts (program, institution, status, result); the app words them in the reader's language.",
        tags,
        querystring: GuestNotificationsQuerySchema,
        response: { 200: GuestNotificationsResponseSchema },
      },
    },
    async (request) => service.list(guestOf(request).guest.id, request.query.page_no),
  );

  app.put(
    "/notifications/mark_read",
    {
      preHandler: app.requireGuest,
      schema: {
        summary: "Mark some of the guest's notifications read (ids) or all of them (read_all)",
        description: "Ids that are not the guest's own are ignored. Answers the unread count left.",
        tags,
        body: MarkGuestNotificationsReadSchema,
        response: { 200: MarkGuestNotificationsReadResponseSchema },
      },
    },
    async (request) => service.markRead(guestOf(request).guest.id, request.body),
  );
}
