import client from "prom-client";
import type { ZodApp } from "../app-context.ts";

/** /healthz (process up), /readyz (database reachable), /metrics (Prometheus). */
export function registerHealth(app: ZodApp) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by route and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unknown";
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (_req, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: "ready", database: app.ctx.database.kind };
    } catch {
      return reply.code(503).send({ status: "unavailable", database: app.ctx.database.kind });
    }
  });
  app.get("/metrics", { schema: { hide: true } }, async (_req, reply) => {
    reply.header("content-type", registry.contentType);
    return registry.metrics();
  });
}
