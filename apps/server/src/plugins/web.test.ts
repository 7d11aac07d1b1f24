import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

// A built app as `npm run build -w apps/web` leaves it: files of 1 kB and more also as .br and .gz.
const INDEX = `<!doctype html><title>Quad</title><div id=root></div><!--${"padding ".repeat(200)}-->`;
let t: TestApp;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "quad-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), INDEX);
  fs.writeFileSync(path.join(dist, "index.html.br"), zlib.brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(dist, "index.html.gz"), zlib.gzipSync(INDEX));
  fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  fs.writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log(1)");
  fs.writeFileSync(path.join(dist, "assets", "big-1234.js"), "x".repeat(5000));
  fs.writeFileSync(path.join(dist, "assets", "big-1234.js.br"), zlib.brotliCompressSync("x".repeat(5000)));
  fs.writeFileSync(path.join(dist, "assets", "big-1234.js.gz"), zlib.gzipSync("x".repeat(5000)));
  t = await createTestApp({ env: { SERVE_WEB: "true", WEB_DIST: dist } });
});
afterAll(async () => t.close());

/** The body as the client reads it, whatever encoding the server chose. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return zlib.gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

const ENCODINGS: { name: string; headers: Record<string, string> }[] = [
  { name: "no Accept-Encoding (curl, monitors, link previews)", headers: {} },
  { name: "identity", headers: { "accept-encoding": "identity" } },
  { name: "gzip", headers: { "accept-encoding": "gzip" } },
  { name: "br", headers: { "accept-encoding": "br" } },
  { name: "a browser's list", headers: { "accept-encoding": "gzip, deflate, br, zstd" } },
];

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

  it.each(ENCODINGS)("serves the app's root and files to a client sending $name", async ({ headers }) => {
    for (const url of ["/", "/sign-in", "/index.html"]) {
      const page = await t.app.inject({ method: "GET", url, headers });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"], url).toContain("text/html");
      expect(page.headers["cache-control"], url).toBe("no-cache");
      expect(decoded(page), url).toBe(INDEX);
    }
    for (const [url, body] of [
      ["/assets/big-1234.js", "x".repeat(5000)],
      ["/assets/app-1234.js", "console.log(1)"],
      ["/favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>"],
    ] as const) {
      const file = await t.app.inject({ method: "GET", url, headers });
      expect(file.statusCode, url).toBe(200);
      expect(decoded(file), url).toBe(body);
    }
  });

  it("sends files uncompressed to clients that do not ask for an encoding", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }]) {
      const file = await t.app.inject({ method: "GET", url: "/assets/big-1234.js", headers });
      expect(file.headers["content-encoding"]).toBeUndefined();
      expect(file.body).toBe("x".repeat(5000));
    }
  });

  it("answers HEAD like GET, without a body", async () => {
    for (const url of ["/", "/sign-in", "/assets/app-1234.js"]) {
      const head = await t.app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe("");
    }
    const root = await t.app.inject({ method: "HEAD", url: "/" });
    expect(root.headers["content-type"]).toContain("text/html");
    const api = await t.app.inject({ method: "HEAD", url: "/api/v1/partners/unknown" });
    expect(api.statusCode).toBe(404);
  });

  it("answers /robots.txt with its rules, not with the app's page", async () => {
    for (const headers of [{}, { "accept-encoding": "br" }]) {
      const res = await t.app.inject({ method: "GET", url: "/robots.txt", headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(res.body).toContain("Disallow: /api/");
      expect(res.body).not.toContain("<title>Quad</title>");
    }
  });

  it("never answers a folder of the build with 403", async () => {
    for (const url of ["/assets", "/assets/"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).not.toBe(403);
    }
  });
});
