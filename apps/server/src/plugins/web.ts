import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { ZodApp } from "../app-context.ts";

/**
 * Serves the built single-page app's files; answers its index.html (or null when not built).
 *
 * One route per file of the build (`wildcard: false`), listed at start: a path that is not a file (the
 * root `/`, a folder, a screen of the app) reaches the not-found handler, which answers the app. With a
 * catch-all route instead, `/` and folders went to the file sender, which refuses a folder without an
 * index with 403, for every client that asked for no compressed form (curl, monitors, `HEAD /`). The
 * `.br` and `.gz` siblings get no route of their own: they are sent in place of their file when the
 * client accepts them.
 */
export async function registerWeb(app: ZodApp, dist: string): Promise<string | null> {
  const index = path.join(dist, "index.html");
  if (!fs.existsSync(index)) {
    app.log.warn({ dist }, "web app not built; serving the API only");
    return null;
  }
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    wildcard: false,
    // robots.txt is the server's own (plugins/robots.ts).
    globIgnore: ["**/*.br", "**/*.gz", "robots.txt"],
    preCompressed: true,
    cacheControl: false,
    // Hashed build assets never change; everything else is revalidated.
    setHeaders: (res, filePath) => {
      res.header(
        "cache-control",
        filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  return fs.readFileSync(index, "utf8");
}
