import client from "prom-client";
import type { ZodApp } from "../app-context.ts";
import { bearerCheck } from "../lib/bearer.ts";

/**
 * /healthz (process up), /readyz (database reachable), /metrics (Prometheus, only with the bearer token
 * METRICS_TOKEN; without one configured it answers 404). See decision 024.
 */
export function registerHealth(app: ZodApp, metricsToken: string | undefined) {
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
  const authorized = metricsToken ? bearerCheck(metricsToken) : null;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!authorized) return reply.code(404).send({ error: "Metrics are off: set METRICS_TOKEN to read them" });
    if (!authorized(request.headers.authorization)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ error: "Metrics need the bearer token of METRICS_TOKEN" });
    }
    reply.header("content-type", registry.contentType);
    return registry.metrics();
  });
}
