import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../app.ts";
import type { ZodApp } from "../app-context.ts";
import { loadConfig } from "../config.ts";
import { createTestApp, type TestApp } from "../test/app.ts";

const TOKEN = "metrics-token-0123456789";
let t: TestApp;
let withoutToken: ZodApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  // No token, and the web app built: /metrics must not fall through to the app's page either.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "quad-dist-"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Quad</title>");
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SERVE_WEB: "true", WEB_DIST: dist });
  withoutToken = await build(config, { database: t.database });
  await withoutToken.ready();
});
afterAll(async () => {
  await withoutToken.close();
  await t.close();
});

const metrics = (app: ZodApp, authorization?: string) =>
  app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("/metrics", () => {
  it("answers Prometheus text to the configured bearer token", async () => {
    await t.app.inject({ method: "GET", url: "/healthz" });
    const res = await metrics(t.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain("# TYPE http_request_duration_seconds histogram");
    expect(res.body).toContain('route="/healthz"');
  });

  it("refuses a missing or wrong token with 401 and shows no figures", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token-0123456789",
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`,
      TOKEN,
    ]) {
      const res = await metrics(t.app, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({ error: "Metrics need the bearer token of METRICS_TOKEN" });
    }
  });

  it("is off without METRICS_TOKEN: 404, whatever is sent, and not the app's page", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`, "Bearer "]) {
      const res = await metrics(withoutToken, authorization);
      expect(res.statusCode, String(authorization)).toBe(404);
      expect(res.body).not.toContain("http_request_duration_seconds");
      expect(res.headers["content-type"]).toContain("application/json");
    }
  });

  it("leaves health and readiness open to monitors", async () => {
    expect((await withoutToken.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect((await withoutToken.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});
