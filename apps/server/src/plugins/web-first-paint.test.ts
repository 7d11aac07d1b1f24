import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

/**
 * The server's side of the first paint (decision 121) with a render module of its own in place of the web app's
 * (whose own tests are apps/web/src/app/ssr): which requests reach it, what it is given, what it answers.
 */
const INDEX = '<!doctype html><html lang="en-US"><head></head><body><div id="root"></div></body></html>';

// Draws /drawn (with the API's answer to /healthz in it), fails on /broken, is too slow on /slow, draws nothing else.
const RENDER = `
export function drawable(path) { return ["/drawn", "/broken", "/slow"].includes(path); }
export async function render(request) {
  const path = request.url.split("?")[0];
  if (path === "/broken") throw new Error("the render failed");
  if (path === "/slow") return new Promise((resolve) => setTimeout(() => resolve("late"), 5000));
  const health = await request.fetch("/healthz");
  const manifest = Object.keys(request.manifest).join(",");
  return request.template.replace('<div id="root"></div>',
    '<div id="root">drawn ' + request.url + " for " + request.origin + " cookie=" + request.cookie +
    " health=" + health.status + " manifest=" + manifest + " " + "padding ".repeat(100) + "</div>");
}
`;

let t: TestApp;
let noModule: TestApp;
beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "quad-first-paint-"));
  const dist = path.join(root, "dist");
  fs.mkdirSync(path.join(dist, ".vite"), { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), INDEX);
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify({ "index.html": { file: "a.js" } }));
  fs.mkdirSync(path.join(root, "dist-ssr"));
  fs.writeFileSync(path.join(root, "dist-ssr", "render.js"), RENDER);
  t = await createTestApp({ env: { SERVE_WEB: "true", WEB_DIST: dist } });
  // A build without the render module: every page drawn by the browser.
  const bare = fs.mkdtempSync(path.join(os.tmpdir(), "quad-first-paint-bare-"));
  fs.writeFileSync(path.join(bare, "index.html"), INDEX);
  noModule = await createTestApp({ env: { SERVE_WEB: "true", WEB_DIST: bare } });
});
afterAll(async () => {
  await t.close();
  await noModule.close();
});

describe("the server's first paint", () => {
  it("answers a drawn page with what the render module drew, its API calls answered in process", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/drawn?x=1",
      headers: { cookie: "quad_locale=zh-CN", host: "portal.example" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers.vary).toContain("cookie");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain(
      // The origin is the app's own (APP_URL), whatever the request's Host says.
      "drawn /drawn?x=1 for http://quad.test cookie=quad_locale=zh-CN health=200 manifest=index.html",
    );
  });

  it("compresses a drawn page for a browser that accepts it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/drawn", headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain("drawn /drawn");
  });

  it("answers the plain app for pages not drawn, a failed or slow draw, a HEAD, and a build without the module", async () => {
    for (const url of ["/dashboard", "/broken", "/slow"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    const head = await t.app.inject({ method: "HEAD", url: "/drawn" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    const bare = await noModule.app.inject({ method: "GET", url: "/drawn" });
    expect(bare.body).toBe(INDEX);
  });

  it("leaves the API's unknown paths to their JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/drawn" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "No route GET /api/v1/drawn" });
  });
});
