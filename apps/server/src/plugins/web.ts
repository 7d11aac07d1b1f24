import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { ZodApp } from "../app-context.ts";

/** Serves the built single-page app's files; answers its index.html (or null when not built). */
export async function registerWeb(app: ZodApp, dist: string): Promise<string | null> {
  const index = path.join(dist, "index.html");
  if (!fs.existsSync(index)) {
    app.log.warn({ dist }, "web app not built; serving the API only");
    return null;
  }
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
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
