import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "quad-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Quad</title><div id=root></div>");
  fs.writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log(1)");
  fs.writeFileSync(path.join(dist, "assets", "big-1234.js"), "x".repeat(5000));
  fs.writeFileSync(path.join(dist, "assets", "big-1234.js.br"), zlib.brotliCompressSync("x".repeat(5000)));
  t = await createTestApp({ env: { SERVE_WEB: "true", WEB_DIST: dist } });
});
afterAll(async () => t.close());

describe("serving the web app", () => {
  it("answers the app's index for its routes, its files, and JSON 404s for unknown API paths", async () => {
    const page = await t.app.inject({ method: "GET", url: "/sign-in?redirect_to=/team" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<title>Quad</title>");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("console.log(1)");
    expect(asset.headers["cache-control"]).toContain("immutable");
    const compressed = await t.app.inject({
      method: "GET",
      url: "/assets/big-1234.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe("x".repeat(5000));
    const api = await t.app.inject({ method: "GET", url: "/api/v1/partners/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: "No route GET /api/v1/partners/unknown" });
    const post = await t.app.inject({ method: "POST", url: "/sign-in" });
    expect(post.statusCode).toBe(404);
  });
});
