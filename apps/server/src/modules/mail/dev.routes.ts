import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { isLocalClient } from "../../lib/local-client.ts";
import { createOutboxRepository } from "./outbox.repository.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
const linkify = (s: string) => escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

const MailboxQuerySchema = z.object({ to: z.string().optional() });

/**
 * Development mailbox: every mail in the outbox, so demo links can be followed. It holds password reset
 * links, so it answers only someone at this machine (see lib/local-client.ts) unless MAILBOX_PUBLIC;
 * anyone else gets the 404 of a path that does not exist.
 */
export async function devRoutes(app: ZodApp) {
  app.addHook("onRequest", async (request, reply) => {
    if (app.ctx.config.MAILBOX_PUBLIC) return;
    const { TRUST_PROXY: trustProxy } = app.ctx.config;
    if (isLocalClient({ remoteAddress: request.raw.socket.remoteAddress, headers: request.headers, trustProxy }))
      return;
    reply.callNotFound();
    return reply;
  });

  const outbox = createOutboxRepository(app.ctx.db);
  const list = (to?: string) => outbox.latest(to);

  app.get("/mailbox.json", { schema: { hide: true, querystring: MailboxQuerySchema } }, async (request) => ({
    mails: await list(request.query.to),
  }));

  app.get("/mailbox", { schema: { hide: true, querystring: MailboxQuerySchema } }, async (request, reply) => {
    const mails = await list(request.query.to);
    const items = mails
      .map(
        (m) =>
          `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${m.created_at.toISOString()} · ${m.status}</span></header><pre>${linkify(m.text)}</pre></article>`,
      )
      .join("");
    reply.type("text/html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quad mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}
header{display:flex;flex-direction:column;gap:.25rem}header span{color:#6b7280;font-size:.85rem}
pre{white-space:pre-wrap;font-family:inherit}</style></head><body><main><h1>Quad development mailbox</h1>
<p>Mails the server would send. Shown only outside production, and only on this machine unless MAILBOX_PUBLIC is set.</p>${items || "<p>No mail yet.</p>"}</main></body></html>`);
  });
}
