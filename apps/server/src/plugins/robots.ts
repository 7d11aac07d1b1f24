import { robotsTxt } from "@quad/contract/rules/robots";
import type { ZodApp } from "../app-context.ts";

/** /robots.txt: the public pages only (packages/contract rules/robots.ts), also when the web app is not served. */
export function registerRobots(app: ZodApp) {
  const text = robotsTxt();
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(text),
  );
}
