import type { ZodApp } from "../../app-context.ts";
import { isLocalClient } from "../../lib/local-client.ts";

const KEPT = 50;

/**
 * A local stand-in for Slack in development (decision 091): the demo institutions' webhook
 * (SLACK_DEMO_WEBHOOK_URL=http://127.0.0.1:3000/dev/slack-sink) posts here, and /dev/slack-sink.json shows the
 * last 50 messages. Registered with the dev mailbox (never in production), for this machine only.
 */
export async function devSlackRoutes(app: ZodApp) {
  app.addHook("onRequest", async (request, reply) => {
    const { TRUST_PROXY: trustProxy } = app.ctx.config;
    if (isLocalClient({ remoteAddress: request.raw.socket.remoteAddress, headers: request.headers, trustProxy }))
      return;
    reply.callNotFound();
    return reply;
  });
  const received: { text: string; at: string }[] = [];

  app.post("/slack-sink", { schema: { hide: true } }, async (request, reply) => {
    const body = request.body as { text?: unknown } | undefined;
    if (typeof body?.text !== "string") return reply.code(400).type("text/plain").send("invalid_payload");
    received.unshift({ text: body.text, at: app.ctx.now().toISOString() });
    received.length = Math.min(received.length, KEPT);
    return reply.type("text/plain").send("ok");
  });
  app.get("/slack-sink.json", { schema: { hide: true } }, async () => ({ messages: received }));
}
