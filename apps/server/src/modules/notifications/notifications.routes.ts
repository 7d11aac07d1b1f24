import type { ServerResponse } from "node:http";
import { IdParamSchema } from "@quad/contract/api/common";
import {
  MarkReadInputSchema,
  MarkReadResponseSchema,
  NotificationsListInputSchema,
  NotificationsListResponseSchema,
} from "@quad/contract/api/notifications";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { readForm } from "../../lib/form.ts";
import { parseOr422 } from "../../lib/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { sendAnswer } from "../list-versions/list-versions.ts";
import { assertSelf } from "../users/users.settings.service.ts";
import { createNotificationsService } from "./notifications.service.ts";

const HEARTBEAT_MS = 20_000;

/** The app may send the spec's form fields notifications[ids][] / notifications[read_all]. */
function markReadBody(fields: Record<string, unknown>) {
  if ("notifications" in fields) return fields;
  return { notifications: { ids: fields["notifications[ids]"], read_all: fields["notifications[read_all]"] } };
}

export async function notificationRoutes(app: ZodApp) {
  const service = createNotificationsService(app.ctx);
  const tags = ["notifications"];
  const streams = new Set<ServerResponse>();
  app.addHook("preClose", async () => {
    for (const s of streams) s.end();
  });

  app.post(
    "/users/:id/notifications",
    {
      config: { readOnly: true },
      preHandler: app.requireAuth,
      schema: {
        summary: "List notifications with their counts",
        tags,
        params: IdParamSchema,
        body: NotificationsListInputSchema,
        response: { 200: NotificationsListResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      return sendAnswer(request, reply, await service.list(user.id, request.body));
    },
  );

  app.put(
    "/users/:id/notifications/mark_read",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Mark notifications, or all of them, as read",
        tags,
        params: IdParamSchema,
        description:
          "Body notifications: { ids: number[] } or { read_all: true } (form fields notifications[ids][] / notifications[read_all]).",
        form: MarkReadInputSchema,
        response: { 200: MarkReadResponseSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(user, request.params.id);
      const { fields } = await readForm(request);
      const { notifications } = parseOr422(MarkReadInputSchema, markReadBody(fields));
      return service.markRead(user.id, notifications.read_all ? "all" : (notifications.ids ?? []));
    },
  );

  /** Server-sent events: each new notification of the signed-in user, with the unread count. */
  app.get(
    "/notifications/stream",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Live notifications (server-sent events)",
        description:
          "A text/event-stream: `ready` with the unread count, then a `notification` event ({ notification, unread_count }) for each new one; a comment line every so often keeps it open.",
        tags,
        response: {
          200: { description: "The event stream", content: { "text/event-stream": { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const res = reply.raw;
      reply.hijack();
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.write(`event: ready\ndata: ${JSON.stringify({ unread_count: await service.unreadCount(user.id) })}\n\n`);
      streams.add(res);
      const unsubscribe = app.ctx.live.subscribe(user.id, (ids) => {
        void (async () => {
          const [items, unread_count] = await Promise.all([service.byIds(user.id, ids), service.unreadCount(user.id)]);
          for (const notification of items) {
            res.write(
              `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify({ notification, unread_count })}\n\n`,
            );
          }
        })().catch((err) => request.log.error({ err }, "live notification failed"));
      });
      const heartbeat = setInterval(() => res.write(": ping\n\n"), HEARTBEAT_MS);
      res.on("close", () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(res);
      });
    },
  );
}
