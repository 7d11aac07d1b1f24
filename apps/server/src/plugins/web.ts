import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { ZodApp } from "../app-context.ts";

/** Serves the built single-page app; unknown non-API paths get index.html. */
export async function registerWeb(app: ZodApp, dist: string) {
  const index = path.join(dist, "index.html");
  if (!fs.existsSync(index)) {
    app.log.warn({ dist }, "web app not built; serving the API only");
    return;
  }
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: "1h", immutable: true });
  const html = fs.readFileSync(index, "utf8");
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (request.method !== "GET" || url.startsWith("/api/") || url.startsWith("/dev/")) {
      return reply.code(404).send({ error: `No route ${request.method} ${url.split("?")[0]}` });
    }
    return reply.header("cache-control", "no-cache").type("text/html").send(html);
  });
}
